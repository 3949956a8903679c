from enum import StrEnum


class PaymentsTransactionTypeType1(StrEnum):
    CHARGEBACK = "chargeback"
    MANUAL_ITEM_QUANTITY_CHANGE = "manual-item-quantity-change"
    PRODUCT_CHANGE = "product-change"
    PURCHASE = "purchase"
    SUBSCRIPTION_CANCELLATION = "subscription-cancellation"
    SUBSCRIPTION_RENEWAL = "subscription-renewal"

    def __str__(self) -> str:
        return str(self.value)
