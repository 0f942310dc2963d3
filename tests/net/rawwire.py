"""An attacker below the WebSocket library: raw TCP sockets that open (or half-open) a
WebSocket handshake and write frames by hand, reading only when told to."""

from __future__ import annotations

import base64
import json
import os
import socket
from typing import Any

ACCEPTED = b"HTTP/1.1 101"


def frame(opcode: int, payload: bytes) -> bytes:
    """One masked frame, as a client must send it."""
    mask = os.urandom(4)
    body = bytes(byte ^ mask[index % 4] for index, byte in enumerate(payload))
    size = len(payload)
    if size < 126:
        head = bytes([0x80 | opcode, 0x80 | size])
    else:
        head = bytes([0x80 | opcode, 0x80 | 126]) + size.to_bytes(2, "big")
    return head + mask + body


def ping(payload: bytes = b"p" * 125) -> bytes:
    return frame(0x9, payload)


def text(message: dict[str, Any]) -> bytes:
    return frame(0x1, json.dumps(message).encode())


def tcp(port: int, receive_buffer: int | None = None) -> socket.socket:
    """A TCP connection to the host that has sent nothing yet (a handshake half open)."""
    sock = socket.socket()
    if receive_buffer is not None:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, receive_buffer)
    sock.connect(("127.0.0.1", port))
    return sock


def websocket(port: int, receive_buffer: int | None = None) -> socket.socket:
    """A TCP connection that has done the opening handshake, and reads nothing more."""
    sock = tcp(port, receive_buffer)
    key = base64.b64encode(os.urandom(16)).decode()
    sock.sendall((f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
                  f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
                  f"Sec-WebSocket-Version: 13\r\n\r\n").encode())
    head = b""
    while b"\r\n\r\n" not in head:
        byte = sock.recv(1)
        assert byte, head
        head += byte
    assert head.startswith(ACCEPTED), head
    return sock


def gone(sock: socket.socket, timeout: float) -> bool:
    """Whether the host closed or aborted ``sock`` within ``timeout`` (what it sent
    before is read and thrown away)."""
    sock.settimeout(timeout)
    try:
        while sock.recv(65536):
            pass
    except TimeoutError:
        return False
    except OSError:
        return True
    return True
