from enum import StrEnum


class AiChatAskBodyContextType(StrEnum):
    EMAIL_DRAFT = "email-draft"
    EMAIL_TEMPLATE = "email-template"
    EMAIL_THEME = "email-theme"
    GENERAL = "general"

    def __str__(self) -> str:
        return str(self.value)
