from enum import StrEnum


class WebhookEndpointDisabledReasonType3Type1(StrEnum):
    CONSECUTIVE_FAILED_DELIVERIES = "consecutive_failed_deliveries"

    def __str__(self) -> str:
        return str(self.value)
