from enum import StrEnum


class KnownErrorCONTACTCHANNELALREADYEXISTSCode(StrEnum):
    CONTACT_CHANNEL_ALREADY_EXISTS = "CONTACT_CHANNEL_ALREADY_EXISTS"

    def __str__(self) -> str:
        return str(self.value)
