from enum import StrEnum


class AiChatAnswerContentItemType(StrEnum):
    TEXT = "text"

    def __str__(self) -> str:
        return str(self.value)
