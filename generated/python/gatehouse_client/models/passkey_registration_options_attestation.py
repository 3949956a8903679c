from enum import StrEnum


class PasskeyRegistrationOptionsAttestation(StrEnum):
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
