from enum import StrEnum


class SendResetCodeResultSuccess(StrEnum):
    MAYBE_ONLY_IF_USER_WITH_E_MAIL_EXISTS = "maybe, only if user with e-mail exists"

    def __str__(self) -> str:
        return str(self.value)
