from enum import StrEnum


class OutboxEmailStatus(StrEnum):
    FAILED = "failed"
    KEPT_IN_DEV_INBOX = "kept_in_dev_inbox"
    QUEUED = "queued"
    SENT = "sent"

    def __str__(self) -> str:
        return str(self.value)
