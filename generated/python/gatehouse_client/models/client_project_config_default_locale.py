from enum import StrEnum


class ClientProjectConfigDefaultLocale(StrEnum):
    DE = "de"
    EN = "en"

    def __str__(self) -> str:
        return str(self.value)
