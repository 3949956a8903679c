from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.session_device_type import SessionDeviceType
from ..models.session_sign_in_method_type_1 import SessionSignInMethodType1
from ..models.session_sign_in_method_type_2_type_1 import SessionSignInMethodType2Type1
from ..models.session_sign_in_method_type_3_type_1 import SessionSignInMethodType3Type1
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.end_user_ip_info import EndUserIpInfo


T = TypeVar("T", bound="Session")


@_attrs_define
class Session:
    """
    Attributes:
        browser_name (None | str): Gatehouse addition: the browser named by `user_agent`, null when it names none.
            Example: Chrome.
        browser_version (None | str): Gatehouse addition: the browser's major version. Example: 131.
        created_at (int): Milliseconds since the epoch.
        device_type (SessionDeviceType): Gatehouse addition: the kind of device `user_agent` names; `unknown` for none
            (e.g. a command-line tool). Example: desktop.
        id (UUID): The session id; access tokens carry it as `refresh_token_id`. Example:
            8c2d4e1a-6b7f-4c3d-9e8a-1f2b3c4d5e6f.
        is_current_session (bool): Whether the access token of this request was minted from this session.
        is_impersonation (bool):
        last_used_at (int): Milliseconds since the epoch of the last sign-in or refresh.
        os_name (None | str): Gatehouse addition: the operating system named by `user_agent`. Example: macOS.
        sign_in_method (None | SessionSignInMethodType1 | SessionSignInMethodType2Type1 |
            SessionSignInMethodType3Type1): Gatehouse addition: how the session was signed in. `otp` is an e-mail code or
            magic link; `cli` a command-line login; `server` POST /auth/sessions; `impersonation` an admin acting as the
            user. A sign-in finished with TOTP keeps its first factor. Null for sessions from before this was recorded.
            Example: password.
        user_agent (None | str): Gatehouse addition: the User-Agent the session was last used with (at most 512
            characters; the client chooses it, so it describes and never proves a device). Null when none was sent. Example:
            Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0
            Safari/537.36.
        user_id (UUID):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        last_used_at_end_user_ip_info (EndUserIpInfo | Unset): Where the session was last used from (its sign-in or
            latest refresh). Absent for sessions from before this was recorded, or when the address is unknown.
    """

    browser_name: None | str
    browser_version: None | str
    created_at: int
    device_type: SessionDeviceType
    id: UUID
    is_current_session: bool
    is_impersonation: bool
    last_used_at: int
    os_name: None | str
    sign_in_method: None | SessionSignInMethodType1 | SessionSignInMethodType2Type1 | SessionSignInMethodType3Type1
    user_agent: None | str
    user_id: UUID
    last_used_at_end_user_ip_info: EndUserIpInfo | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        browser_name: None | str
        browser_name = self.browser_name

        browser_version: None | str
        browser_version = self.browser_version

        created_at = self.created_at

        device_type = self.device_type.value

        id = str(self.id)

        is_current_session = self.is_current_session

        is_impersonation = self.is_impersonation

        last_used_at = self.last_used_at

        os_name: None | str
        os_name = self.os_name

        sign_in_method: None | str
        if isinstance(self.sign_in_method, SessionSignInMethodType1):
            sign_in_method = self.sign_in_method.value
        elif isinstance(self.sign_in_method, SessionSignInMethodType2Type1):
            sign_in_method = self.sign_in_method.value
        elif isinstance(self.sign_in_method, SessionSignInMethodType3Type1):
            sign_in_method = self.sign_in_method.value
        else:
            sign_in_method = self.sign_in_method

        user_agent: None | str
        user_agent = self.user_agent

        user_id = str(self.user_id)

        last_used_at_end_user_ip_info: dict[str, Any] | Unset = UNSET
        if not isinstance(self.last_used_at_end_user_ip_info, Unset):
            last_used_at_end_user_ip_info = self.last_used_at_end_user_ip_info.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "browser_name": browser_name,
                "browser_version": browser_version,
                "created_at": created_at,
                "device_type": device_type,
                "id": id,
                "is_current_session": is_current_session,
                "is_impersonation": is_impersonation,
                "last_used_at": last_used_at,
                "os_name": os_name,
                "sign_in_method": sign_in_method,
                "user_agent": user_agent,
                "user_id": user_id,
            }
        )
        if last_used_at_end_user_ip_info is not UNSET:
            field_dict["last_used_at_end_user_ip_info"] = last_used_at_end_user_ip_info

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.end_user_ip_info import EndUserIpInfo  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_browser_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        browser_name = _parse_browser_name(d.pop("browser_name"))

        def _parse_browser_version(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        browser_version = _parse_browser_version(d.pop("browser_version"))

        created_at = d.pop("created_at")

        device_type = SessionDeviceType(d.pop("device_type"))

        id = UUID(d.pop("id"))

        is_current_session = d.pop("is_current_session")

        is_impersonation = d.pop("is_impersonation")

        last_used_at = d.pop("last_used_at")

        def _parse_os_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        os_name = _parse_os_name(d.pop("os_name"))

        def _parse_sign_in_method(
            data: object,
        ) -> None | SessionSignInMethodType1 | SessionSignInMethodType2Type1 | SessionSignInMethodType3Type1:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                sign_in_method_type_1 = SessionSignInMethodType1(data)

                return sign_in_method_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                sign_in_method_type_2_type_1 = SessionSignInMethodType2Type1(data)

                return sign_in_method_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                sign_in_method_type_3_type_1 = SessionSignInMethodType3Type1(data)

                return sign_in_method_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None | SessionSignInMethodType1 | SessionSignInMethodType2Type1 | SessionSignInMethodType3Type1, data
            )

        sign_in_method = _parse_sign_in_method(d.pop("sign_in_method"))

        def _parse_user_agent(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        user_agent = _parse_user_agent(d.pop("user_agent"))

        user_id = UUID(d.pop("user_id"))

        _last_used_at_end_user_ip_info = d.pop("last_used_at_end_user_ip_info", UNSET)
        last_used_at_end_user_ip_info: EndUserIpInfo | Unset
        if isinstance(_last_used_at_end_user_ip_info, Unset):
            last_used_at_end_user_ip_info = UNSET
        else:
            last_used_at_end_user_ip_info = EndUserIpInfo.from_dict(_last_used_at_end_user_ip_info)

        session = cls(
            browser_name=browser_name,
            browser_version=browser_version,
            created_at=created_at,
            device_type=device_type,
            id=id,
            is_current_session=is_current_session,
            is_impersonation=is_impersonation,
            last_used_at=last_used_at,
            os_name=os_name,
            sign_in_method=sign_in_method,
            user_agent=user_agent,
            user_id=user_id,
            last_used_at_end_user_ip_info=last_used_at_end_user_ip_info,
        )

        session.additional_properties = d
        return session

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
