"""Bots for AXIO and AXIO Hex. They read only their seat's view (`engine.axio.AxioView`)."""
