// Hand-written (not generated, survives `make generate`): the server layer for your backend, as the
// TypeScript SDK's server app has it: verify requests, read and change users and teams in their
// server view, check permissions and API keys. Every error answer is an *APIError (see ErrorCode).

package gatehouse

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"iter"
	"net/http"

	"github.com/google/uuid"
	openapi_types "github.com/oapi-codegen/runtime/types"
)

// UUID is the type of the ids the API gives as UUIDs (team ids, API key ids...), so callers need
// not import the generator's runtime package; gatehouse.ParseUUID reads one from a string.
type UUID = openapi_types.UUID

// ParseUUID reads a UUID such as a team id from its text.
func ParseUUID(s string) (UUID, error) { return uuid.Parse(s) }

// Ptr returns a pointer to v, for the optional (pointer) fields of request bodies and params:
// gatehouse.Ptr("Ada"), gatehouse.Ptr(true).
func Ptr[T any](v T) *T { return &v }

// UserPageLimit is how many users Server.Users fetches per request (the server's maximum is 200).
const UserPageLimit = 100

// apiKeyNotValidCodes are the answers to a key check that mean "not a live user key".
var apiKeyNotValidCodes = map[string]bool{"API_KEY_NOT_FOUND": true, "API_KEY_EXPIRED": true, "API_KEY_REVOKED": true, "WRONG_API_KEY_TYPE": true}

// Server is your backend's access to one project, with the secret server key. Safe for concurrent use.
// API is the generated client with server access, for every operation Server does not wrap.
type Server struct {
	*Verifier
	API *ClientWithResponses
}

// ServerConfig describes a Server: the server's address as your backend reaches it, the project,
// its secret server key; Issuer and HTTPClient as in VerifierConfig and Config.
type ServerConfig struct {
	BaseURL         string
	ProjectID       string
	SecretServerKey string
	Issuer          string
	HTTPClient      HttpRequestDoer
}

// NewServer returns the server layer for one project.
func NewServer(cfg ServerConfig) (*Server, error) {
	if cfg.SecretServerKey == "" {
		return nil, errors.New("gatehouse.NewServer: SecretServerKey is empty")
	}
	api, err := New(Config{BaseURL: cfg.BaseURL, ProjectID: cfg.ProjectID, AccessType: ServerAccess, Key: cfg.SecretServerKey, HTTPClient: cfg.HTTPClient})
	if err != nil {
		return nil, err
	}
	verifier, err := NewVerifier(VerifierConfig{BaseURL: cfg.BaseURL, ProjectID: cfg.ProjectID, Issuer: cfg.Issuer, HTTPClient: cfg.HTTPClient})
	if err != nil {
		return nil, err
	}
	return &Server{Verifier: verifier, API: api}, nil
}

// GetUser is the user's server view (USER_NOT_FOUND when there is none).
func (s *Server) GetUser(ctx context.Context, userID string) (ServerUser, error) {
	resp, err := s.API.GetUserWithResponse(ctx, userID)
	if err != nil {
		return ServerUser{}, err
	}
	return *resp.JSON200, nil
}

// UpdateUser changes the given fields of a user and returns its server view.
func (s *Server) UpdateUser(ctx context.Context, userID string, body UpdateUserBody) (ServerUser, error) {
	resp, err := s.API.UpdateUserWithResponse(ctx, userID, body)
	if err != nil {
		return ServerUser{}, err
	}
	return *resp.JSON200, nil
}

// Users yields every user (anonymous ones excluded), oldest first, fetching UserPageLimit at a
// time; params narrows the list (Query, TeamId...; its Cursor and Limit are Users' own). The
// loop stops at the first error, which it yields.
func (s *Server) Users(ctx context.Context, params ListUsersParams) iter.Seq2[ServerUser, error] {
	return func(yield func(ServerUser, error) bool) {
		params.Limit = Ptr(UserPageLimit)
		for {
			resp, err := s.API.ListUsersWithResponse(ctx, &params)
			if err != nil {
				yield(ServerUser{}, err)
				return
			}
			for _, u := range resp.JSON200.Items {
				if !yield(u, nil) {
					return
				}
			}
			if resp.JSON200.Pagination.NextCursor == nil {
				return
			}
			params.Cursor = resp.JSON200.Pagination.NextCursor
		}
	}
}

// CreateTeam creates a team; with a creatorUserID that user is its first member ("" for none).
func (s *Server) CreateTeam(ctx context.Context, displayName, creatorUserID string) (ServerTeam, error) {
	body := CreateTeamBody{DisplayName: displayName}
	if creatorUserID != "" {
		body.CreatorUserId = &creatorUserID
	}
	resp, err := s.API.CreateTeamWithResponse(ctx, nil, body)
	if err != nil {
		return ServerTeam{}, err
	}
	return resp.ServerTeam()
}

// GetTeam is the team's server view (TEAM_NOT_FOUND when there is none).
func (s *Server) GetTeam(ctx context.Context, teamID UUID) (ServerTeam, error) {
	resp, err := s.API.GetTeamWithResponse(ctx, teamID)
	if err != nil {
		return ServerTeam{}, err
	}
	return resp.ServerTeam()
}

// AddTeamMember makes the user a member of the team.
func (s *Server) AddTeamMember(ctx context.Context, teamID UUID, userID string) error {
	_, err := s.API.AddTeamMemberWithResponse(ctx, teamID, userID)
	return err
}

// GrantTeamPermission grants a team permission (defined first) to a member of the team.
func (s *Server) GrantTeamPermission(ctx context.Context, teamID UUID, userID, permissionID string) error {
	_, err := s.API.GrantTeamPermissionWithResponse(ctx, teamID, userID, permissionID)
	return err
}

// HasPermission reports whether the user holds the permission, directly or through one that
// contains it: in the team, or project-wide when teamID is nil.
func (s *Server) HasPermission(ctx context.Context, userID string, teamID *UUID, permissionID string) (bool, error) {
	if teamID == nil {
		resp, err := s.API.ListProjectPermissionsWithResponse(ctx, &ListProjectPermissionsParams{UserId: &userID, PermissionId: &permissionID, Recursive: Ptr(true)})
		if err != nil {
			return false, err
		}
		for _, p := range resp.JSON200.Items {
			if p.Id == permissionID {
				return true, nil
			}
		}
		return false, nil
	}
	resp, err := s.API.ListTeamPermissionsWithResponse(ctx, &ListTeamPermissionsParams{TeamId: teamID, UserId: &userID, PermissionId: &permissionID, Recursive: Ptr(true)})
	if err != nil {
		return false, err
	}
	for _, p := range resp.JSON200.Items {
		if p.Id == permissionID && p.TeamId == *teamID {
			return true, nil
		}
	}
	return false, nil
}

// CheckAPIKey returns the user a live user API key belongs to, or nil (and no error) for an
// unknown, expired, revoked or team key.
func (s *Server) CheckAPIKey(ctx context.Context, key string) (*ServerUser, error) {
	if key == "" {
		return nil, nil
	}
	resp, err := s.API.CheckUserApiKeyWithResponse(ctx, CheckApiKeyBody{ApiKey: key})
	if apiKeyNotValidCodes[ErrorCode(err)] {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	user, err := s.GetUser(ctx, resp.JSON200.UserId.String())
	if err != nil {
		return nil, err
	}
	return &user, nil
}

// RevokeUserAPIKey revokes a user API key for good (there is no un-revoke).
func (s *Server) RevokeUserAPIKey(ctx context.Context, apiKeyID UUID) (UserApiKey, error) {
	revoked := UpdateOwnerApiKeyBodyRevokedTrue
	resp, err := s.API.UpdateUserApiKeyWithResponse(ctx, apiKeyID, UpdateOwnerApiKeyBody{Revoked: &revoked})
	if err != nil {
		return UserApiKey{}, err
	}
	return *resp.JSON200, nil
}

// RequireUser is Verifier.RequireUser (401 without a valid token); kept here so a *Server is
// all a handler needs.
func (s *Server) RequireUser(next http.Handler) http.Handler { return s.Verifier.RequireUser(next) }

// Typed views of the answers that carry either view of a user or a team (the access type decides):
// these replace AsClientUser(any)/AsServerUser(any) on resp.JSON200.

// ClientUser is the client view of GET /users/me (client access); ErrOtherUserView for the server view.
func (r *GetOwnUserResponse) ClientUser() (ClientUser, error) { return AsClientUser(r.JSON200) }

// ServerUser is the server view of GET /users/me (server or admin access).
func (r *GetOwnUserResponse) ServerUser() (ServerUser, error) { return AsServerUser(r.JSON200) }

// ClientUser is the client view of PATCH /users/me (client access).
func (r *UpdateOwnUserResponse) ClientUser() (ClientUser, error) { return AsClientUser(r.JSON200) }

// ServerUser is the server view of PATCH /users/me (server or admin access).
func (r *UpdateOwnUserResponse) ServerUser() (ServerUser, error) { return AsServerUser(r.JSON200) }

// ServerTeam is the server view of the created team (server or admin access).
func (r *CreateTeamResponse) ServerTeam() (ServerTeam, error) {
	return teamView[ServerTeam](r.JSON201, true)
}

// ClientTeam is the client view of the created team (client access).
func (r *CreateTeamResponse) ClientTeam() (ClientTeam, error) {
	return teamView[ClientTeam](r.JSON201, false)
}

// ServerTeam is the server view of the team (server or admin access).
func (r *GetTeamResponse) ServerTeam() (ServerTeam, error) {
	return teamView[ServerTeam](r.JSON200, true)
}

// ClientTeam is the client view of the team (client access).
func (r *GetTeamResponse) ClientTeam() (ClientTeam, error) {
	return teamView[ClientTeam](r.JSON200, false)
}

// teamView decodes a team answer as one view; the server view is the one with server_metadata.
func teamView[T any](body any, wantServer bool) (T, error) {
	var team T
	raw, err := rawJSON(body)
	if err != nil {
		return team, err
	}
	var fields map[string]any
	if err := json.Unmarshal(raw, &fields); err != nil {
		return team, fmt.Errorf("gatehouse: not a team: %w", err)
	}
	_, isServer := fields["server_metadata"]
	if isServer != wantServer {
		return team, fmt.Errorf("gatehouse: the team is in the other view: %w", ErrOtherUserView)
	}
	return team, json.Unmarshal(raw, &team)
}
