from enum import StrEnum


class PurchaseSessionMode(StrEnum):
    STRIPE_CHECKOUT = "stripe_checkout"
    TEST_PURCHASE = "test_purchase"

    def __str__(self) -> str:
        return str(self.value)
