from enum import StrEnum


class CompleteCliBodyMode(StrEnum):
    CHECK = "check"
    CLAIM_ANON_SESSION = "claim-anon-session"
    COMPLETE = "complete"
    STATUS = "status"

    def __str__(self) -> str:
        return str(self.value)
