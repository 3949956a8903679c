from enum import StrEnum


class KnownErrorREDIRECTURLNOTWHITELISTEDCode(StrEnum):
    REDIRECT_URL_NOT_WHITELISTED = "REDIRECT_URL_NOT_WHITELISTED"

    def __str__(self) -> str:
        return str(self.value)
