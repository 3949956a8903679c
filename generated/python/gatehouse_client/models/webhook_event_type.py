from enum import StrEnum


class WebhookEventType(StrEnum):
    PROJECT_PERMISSION_CREATED = "project_permission.created"
    PROJECT_PERMISSION_DELETED = "project_permission.deleted"
    TEAM_CREATED = "team.created"
    TEAM_DELETED = "team.deleted"
    TEAM_MEMBERSHIP_CREATED = "team_membership.created"
    TEAM_MEMBERSHIP_DELETED = "team_membership.deleted"
    TEAM_PERMISSION_CREATED = "team_permission.created"
    TEAM_PERMISSION_DELETED = "team_permission.deleted"
    TEAM_UPDATED = "team.updated"
    USER_CREATED = "user.created"
    USER_DELETED = "user.deleted"
    USER_UPDATED = "user.updated"

    def __str__(self) -> str:
        return str(self.value)
