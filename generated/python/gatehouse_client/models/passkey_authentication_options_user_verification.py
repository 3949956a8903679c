from enum import StrEnum


class PasskeyAuthenticationOptionsUserVerification(StrEnum):
    PREFERRED = "preferred"

    def __str__(self) -> str:
        return str(self.value)
