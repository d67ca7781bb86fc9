"""A progress bar on stderr: tqdm when installed, else a plain counter (stdout stays clean)."""

from __future__ import annotations

import sys
from typing import Any


class Progress:
    def __init__(self, total: int, description: str) -> None:
        self.total = total
        self.done = 0
        self.description = description
        self._bar: Any = None
        try:
            from tqdm import tqdm
        except ImportError:
            return
        self._bar = tqdm(total=total, desc=description, file=sys.stderr, leave=False,
                         dynamic_ncols=True)

    def step(self) -> None:
        self.done += 1
        if self._bar is not None:
            self._bar.update(1)
        elif self.done == self.total or self.done % 10 == 0:
            print(f"\r{self.description}: {self.done}/{self.total}", end="", file=sys.stderr,
                  flush=True)

    def note(self, message: str) -> None:
        if self._bar is not None:
            self._bar.set_postfix_str(message)
        else:
            print(f"\r{self.description}: {message}", file=sys.stderr, flush=True)

    def close(self) -> None:
        if self._bar is not None:
            self._bar.close()
        elif self.total:
            print(file=sys.stderr)
