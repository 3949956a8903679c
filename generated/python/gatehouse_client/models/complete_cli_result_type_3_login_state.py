from enum import StrEnum


class CompleteCliResultType3LoginState(StrEnum):
    COMPLETED = "completed"
    EXPIRED = "expired"
    PENDING = "pending"

    def __str__(self) -> str:
        return str(self.value)
