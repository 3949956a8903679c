from enum import StrEnum


class OAuthProviderConfigId(StrEnum):
    APPLE = "apple"
    BITBUCKET = "bitbucket"
    DISCORD = "discord"
    FACEBOOK = "facebook"
    GITHUB = "github"
    GITLAB = "gitlab"
    GOOGLE = "google"
    LINKEDIN = "linkedin"
    MICROSOFT = "microsoft"
    SPOTIFY = "spotify"
    TWITCH = "twitch"
    X = "x"

    def __str__(self) -> str:
        return str(self.value)
