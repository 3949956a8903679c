from enum import StrEnum


class PatchConfigOverrideLevel(StrEnum):
    BRANCH = "branch"
    ENVIRONMENT = "environment"
    PROJECT = "project"

    def __str__(self) -> str:
        return str(self.value)
