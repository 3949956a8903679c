from enum import StrEnum


class SwitchPaymentsProductCustomerType(StrEnum):
    CUSTOM = "custom"
    TEAM = "team"
    USER = "user"

    def __str__(self) -> str:
        return str(self.value)
