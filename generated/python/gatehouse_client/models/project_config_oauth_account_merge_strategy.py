from enum import StrEnum


class ProjectConfigOauthAccountMergeStrategy(StrEnum):
    ALLOW_DUPLICATES = "allow_duplicates"
    LINK_METHOD = "link_method"
    RAISE_ERROR = "raise_error"

    def __str__(self) -> str:
        return str(self.value)
