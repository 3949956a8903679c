from enum import StrEnum


class SendEmailBodyNotificationCategoryName(StrEnum):
    MARKETING = "Marketing"
    TRANSACTIONAL = "Transactional"

    def __str__(self) -> str:
        return str(self.value)
