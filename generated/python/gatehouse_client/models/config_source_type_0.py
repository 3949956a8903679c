from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.config_source_type_0_type import ConfigSourceType0Type

T = TypeVar("T", bound="ConfigSourceType0")


@_attrs_define
class ConfigSourceType0:
    """
    Attributes:
        branch (str): Branch name.
        commit_hash (str): The commit the config was pushed from.
        config_file_path (str): Path of the config file in the repository.
        owner (str): Repository owner.
        repo (str): Repository name.
        type_ (ConfigSourceType0Type): Pushed by CI from a GitHub repository (the fields below say which file at which
            commit).
    """

    branch: str
    commit_hash: str
    config_file_path: str
    owner: str
    repo: str
    type_: ConfigSourceType0Type

    def to_dict(self) -> dict[str, Any]:
        branch = self.branch

        commit_hash = self.commit_hash

        config_file_path = self.config_file_path

        owner = self.owner

        repo = self.repo

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "branch": branch,
                "commit_hash": commit_hash,
                "config_file_path": config_file_path,
                "owner": owner,
                "repo": repo,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        branch = d.pop("branch")

        commit_hash = d.pop("commit_hash")

        config_file_path = d.pop("config_file_path")

        owner = d.pop("owner")

        repo = d.pop("repo")

        type_ = ConfigSourceType0Type(d.pop("type"))

        config_source_type_0 = cls(
            branch=branch,
            commit_hash=commit_hash,
            config_file_path=config_file_path,
            owner=owner,
            repo=repo,
            type_=type_,
        )

        return config_source_type_0
