"""Length-prefixed JSON frames: how the engine, the zygote and a run talk over pipes."""
import json
import os
import struct

HEADER = struct.Struct('>I')
MAX_FRAME = 64 * 1024 * 1024
# Bound once, before any learner code runs, so patching json later does not change what the harness sends.
_dumps = json.dumps


def encode(message):
    body = _dumps(message, ensure_ascii=False, separators=(',', ':')).encode('utf-8')
    return HEADER.pack(len(body)) + body


def write_frame(fd, message):
    data = encode(message)
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        view = view[written:]


class FrameTooLarge(ValueError):
    pass


class FrameReader:
    """Collects bytes from a pipe and yields whole frames; a malformed frame raises ValueError, one announced larger
    than max_frame raises FrameTooLarge before its body is buffered."""

    def __init__(self, max_frame=MAX_FRAME):
        self.buffer = bytearray()
        self.max_frame = max_frame

    def feed(self, data):
        self.buffer += data
        frames = []
        while len(self.buffer) >= HEADER.size:
            (size,) = HEADER.unpack_from(self.buffer)
            if size > self.max_frame:
                raise FrameTooLarge(size)
            if len(self.buffer) < HEADER.size + size:
                break
            body = bytes(self.buffer[HEADER.size:HEADER.size + size])
            del self.buffer[:HEADER.size + size]
            message = json.loads(body.decode('utf-8'))
            if not isinstance(message, dict):
                raise ValueError('frame is not an object')
            frames.append(message)
        return frames
