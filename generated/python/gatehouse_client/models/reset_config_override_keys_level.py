from enum import StrEnum


class ResetConfigOverrideKeysLevel(StrEnum):
    BRANCH = "branch"
    ENVIRONMENT = "environment"

    def __str__(self) -> str:
        return str(self.value)
