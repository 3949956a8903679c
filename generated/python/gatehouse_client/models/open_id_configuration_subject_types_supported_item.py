from enum import StrEnum


class OpenIdConfigurationSubjectTypesSupportedItem(StrEnum):
    PUBLIC = "public"

    def __str__(self) -> str:
        return str(self.value)
