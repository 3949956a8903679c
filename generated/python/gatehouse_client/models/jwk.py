from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.jwk_alg import JwkAlg
from ..models.jwk_crv import JwkCrv
from ..models.jwk_kty import JwkKty
from ..models.jwk_use import JwkUse

T = TypeVar("T", bound="Jwk")


@_attrs_define
class Jwk:
    """
    Attributes:
        alg (JwkAlg):
        crv (JwkCrv):
        kid (str):  Example: g7p2x9q4w1c8v3b6.
        kty (JwkKty):
        use (JwkUse):
        x (str):  Example: f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU.
        y (str):  Example: x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0.
    """

    alg: JwkAlg
    crv: JwkCrv
    kid: str
    kty: JwkKty
    use: JwkUse
    x: str
    y: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        alg = self.alg.value

        crv = self.crv.value

        kid = self.kid

        kty = self.kty.value

        use = self.use.value

        x = self.x

        y = self.y

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "alg": alg,
                "crv": crv,
                "kid": kid,
                "kty": kty,
                "use": use,
                "x": x,
                "y": y,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        alg = JwkAlg(d.pop("alg"))

        crv = JwkCrv(d.pop("crv"))

        kid = d.pop("kid")

        kty = JwkKty(d.pop("kty"))

        use = JwkUse(d.pop("use"))

        x = d.pop("x")

        y = d.pop("y")

        jwk = cls(
            alg=alg,
            crv=crv,
            kid=kid,
            kty=kty,
            use=use,
            x=x,
            y=y,
        )

        jwk.additional_properties = d
        return jwk

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
