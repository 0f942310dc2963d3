"""A tutorial played on the real table: the coach beside it (`coach`), its cards and
highlights (`card`), the scripted opponent (`script`) and where a tutorial starts
(`start`)."""
