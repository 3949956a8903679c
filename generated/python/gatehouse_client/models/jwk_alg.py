from enum import StrEnum


class JwkAlg(StrEnum):
    ES256 = "ES256"

    def __str__(self) -> str:
        return str(self.value)
