from enum import StrEnum


class ListPaymentsInvoicesCustomerType(StrEnum):
    CUSTOM = "custom"
    TEAM = "team"
    USER = "user"

    def __str__(self) -> str:
        return str(self.value)
