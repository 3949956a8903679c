// Hand-written (not generated, survives `make generate`): a client for one project and access type.

package gatehouse

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// AccessType says who is calling, and so which key the requests carry (x-stack-access-type).
type AccessType string

const (
	// ClientAccess is for code the end user runs (browser, mobile app, CLI): the publishable client key.
	ClientAccess AccessType = "client"
	// ServerAccess is for your backend: the secret server key.
	ServerAccess AccessType = "server"
	// AdminAccess is for tooling that administers the project: the super-secret admin key, or a
	// dashboard user's access token (Config.AdminAccessToken).
	AdminAccess AccessType = "admin"
)

// keyHeaders is the header each access type's key travels in.
var keyHeaders = map[AccessType]string{
	ClientAccess: "x-stack-publishable-client-key",
	ServerAccess: "x-stack-secret-server-key",
	AdminAccess:  "x-stack-super-secret-admin-key",
}

// adminAccessTokenHeader carries Config.AdminAccessToken.
const adminAccessTokenHeader = "x-stack-admin-access-token"

// apiPrefix is where every operation of the API lives, below the server's address.
const apiPrefix = "/api/v1"

// DefaultTimeout bounds each request of a client made by New without Config.HTTPClient.
const DefaultTimeout = 30 * time.Second

// Config describes a client for one project and access type; New turns it into a client.
type Config struct {
	// BaseURL is where Gatehouse is served, with or without the /api/v1 suffix:
	// "http://localhost:8102" and "http://localhost:8102/api/v1" are the same.
	BaseURL string
	// ProjectID is sent as x-stack-project-id.
	ProjectID string
	// AccessType is sent as x-stack-access-type.
	AccessType AccessType
	// Key is the key of that access type: the publishable client key (client access; may be
	// empty unless the project requires one), the secret server key (server access) or the
	// super-secret admin key (admin access). New sends it in the header that access type uses.
	// Admin access may leave it empty and give AdminAccessToken instead.
	Key string
	// AdminAccessToken is the other way to admin access (AccessType AdminAccess only): the access
	// token of a dashboard user, a user of the server's "internal" project who is a member of the
	// project's owner team (a project it created with POST /internal/projects is), sent as x-stack-admin-access-token. This is how a
	// program sets a project up from code before it has any key: the dashboard user creates the
	// project (POST /internal/projects) and its key set (POST /internal/api-keys) with it. The token
	// is short-lived (the server's access-token lifetime, 10 minutes by default): a longer program
	// keeps the dashboard user's UserSession and makes a new client from session.AccessToken(ctx).
	AdminAccessToken string
	// AccessToken, when set, is a signed-in user's access token sent on every request
	// (x-stack-access-token). For a token that changes, pass WithAccessToken to each call instead.
	AccessToken string
	// HTTPClient sends the requests; nil means an *http.Client with DefaultTimeout.
	HTTPClient HttpRequestDoer
}

// New returns a client whose every request carries the project's x-stack-* headers, and whose
// every answer that is not a success comes back as a Go error of type *APIError (see ErrorCode):
// when err is nil the call succeeded and its JSON200 (or JSON201) field is set.
//
// opts are passed on to the generated client after New's own: WithRequestEditorFn adds headers,
// WithHTTPClient works like Config.HTTPClient.
func New(cfg Config, opts ...ClientOption) (*ClientWithResponses, error) {
	server, err := apiURL(cfg.BaseURL)
	if err != nil {
		return nil, err
	}
	if cfg.ProjectID == "" {
		return nil, errors.New("gatehouse.New: ProjectID is empty")
	}
	keyHeader, ok := keyHeaders[cfg.AccessType]
	if !ok {
		return nil, fmt.Errorf("gatehouse.New: AccessType %q is not one of ClientAccess, ServerAccess, AdminAccess", cfg.AccessType)
	}
	if cfg.AdminAccessToken != "" && cfg.AccessType != AdminAccess {
		return nil, fmt.Errorf("gatehouse.New: AdminAccessToken is for AdminAccess, not %s access", cfg.AccessType)
	}
	switch {
	case cfg.AdminAccessToken != "" && cfg.Key != "":
		return nil, errors.New("gatehouse.New: give either the super-secret admin key (Config.Key) or a dashboard user's token (Config.AdminAccessToken), not both")
	case cfg.AccessType == AdminAccess && cfg.Key == "" && cfg.AdminAccessToken == "":
		return nil, errors.New("gatehouse.New: admin access needs the super-secret admin key (Config.Key) or a dashboard user's token (Config.AdminAccessToken)")
	case cfg.AccessType == ServerAccess && cfg.Key == "":
		return nil, fmt.Errorf("gatehouse.New: %s access needs its key (Config.Key)", cfg.AccessType)
	}
	doer := cfg.HTTPClient
	if doer == nil {
		doer = &http.Client{Timeout: DefaultTimeout}
	}
	projectHeaders := func(_ context.Context, req *http.Request) error {
		req.Header.Set("x-stack-project-id", cfg.ProjectID)
		req.Header.Set("x-stack-access-type", string(cfg.AccessType))
		if cfg.Key != "" {
			req.Header.Set(keyHeader, cfg.Key)
		}
		if cfg.AccessToken != "" {
			req.Header.Set("x-stack-access-token", cfg.AccessToken)
		}
		if cfg.AdminAccessToken != "" {
			req.Header.Set(adminAccessTokenHeader, cfg.AdminAccessToken)
		}
		return nil
	}
	all := append([]ClientOption{WithHTTPClient(doer), WithRequestEditorFn(projectHeaders)}, opts...)
	api, err := NewClientWithResponses(server, all...)
	if err != nil {
		return nil, err
	}
	// Wrapped last, so that an HTTP client given in opts answers with errors too.
	if c, ok := api.ClientInterface.(*Client); ok {
		c.Client = errorReturningDoer{c.Client}
	}
	return api, nil
}

// WithAccessToken sends a signed-in user's access token with one call (x-stack-access-token);
// it replaces Config.AccessToken for that call.
func WithAccessToken(token string) RequestEditorFn {
	return func(_ context.Context, req *http.Request) error {
		req.Header.Set("x-stack-access-token", token)
		return nil
	}
}

// apiURL accepts the server's address with or without /api/v1 and returns it with: without the
// suffix every call would reach the dashboard's pages instead of the API.
func apiURL(base string) (string, error) {
	u, err := url.Parse(base)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return "", fmt.Errorf("gatehouse.New: BaseURL %q is not an http(s) URL such as http://localhost:8102", base)
	}
	if u.RawQuery != "" || u.Fragment != "" {
		return "", fmt.Errorf("gatehouse.New: BaseURL %q has a query or fragment; give the server's address only", base)
	}
	path := strings.TrimRight(u.Path, "/")
	if !strings.HasSuffix(path, apiPrefix) {
		path += apiPrefix
	}
	u.Path = path
	u.RawPath = ""
	return u.String(), nil
}
