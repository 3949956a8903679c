// Live tests of the Go client's hand-written helpers (make smoke): generated/go's New, APIError
// and user views against the server contract/with-server.ts started, through the client only.
// The happy path (sign-up, sign-in, refresh, me, list users) is generated/go/example, also run by
// make smoke; these tests pin what the example does not: each error field, both views both ways,
// e-mails reaching the server unchanged, and both spellings of the base URL.
package smoke

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"os"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"gatehouse.dev/go/gatehouse"
)

func env(t *testing.T, name string) string {
	t.Helper()
	v := os.Getenv(name)
	if v == "" {
		t.Fatalf("%s is not set (run through contract/with-server.ts)", name)
	}
	return v
}

func newClient(t *testing.T, baseURL string, access gatehouse.AccessType, key string) *gatehouse.ClientWithResponses {
	t.Helper()
	api, err := gatehouse.New(gatehouse.Config{BaseURL: baseURL, ProjectID: env(t, "GATEHOUSE_PROJECT_ID"), AccessType: access, Key: key})
	if err != nil {
		t.Fatal(err)
	}
	return api
}

func clientAPI(t *testing.T) *gatehouse.ClientWithResponses {
	return newClient(t, env(t, "GATEHOUSE_URL"), gatehouse.ClientAccess, env(t, "GATEHOUSE_CLIENT_KEY"))
}

var emails atomic.Int64

func newEmail() string {
	return fmt.Sprintf("smoke-go-%d-%d@example.com", time.Now().UnixNano(), emails.Add(1))
}

const password = "smoke test password"

// signUp makes a user and returns its e-mail and sign-up tokens.
func signUp(t *testing.T, api *gatehouse.ClientWithResponses) (string, *gatehouse.SignInTokens) {
	t.Helper()
	email := newEmail()
	up, err := api.SignUpWithPasswordWithResponse(context.Background(), gatehouse.SignUpWithPasswordJSONRequestBody{Email: email, Password: password})
	if err != nil {
		t.Fatalf("sign-up: %v", err)
	}
	if up.JSON200 == nil {
		t.Fatalf("sign-up: err is nil but there is no JSON200 (HTTP %d)", up.StatusCode())
	}
	return email, up.JSON200
}

func asAPIError(t *testing.T, err error) *gatehouse.APIError {
	t.Helper()
	var apiErr *gatehouse.APIError
	if !errors.As(err, &apiErr) {
		t.Fatalf("want an *gatehouse.APIError, got %T: %v", err, err)
	}
	return apiErr
}

func TestAKnownErrorIsReturnedAsErrWithEveryField(t *testing.T) {
	api := clientAPI(t)
	email, _ := signUp(t, api)

	resp, err := api.SignInWithPasswordWithResponse(context.Background(), gatehouse.SignInWithPasswordJSONRequestBody{Email: email, Password: "not the password"})
	if resp != nil {
		t.Errorf("a failed call returned a response too: %+v", resp)
	}
	apiErr := asAPIError(t, err)
	if apiErr.Status != 400 || apiErr.Code != "EMAIL_PASSWORD_MISMATCH" || apiErr.Message != "Wrong e-mail or password." || apiErr.Details != nil {
		t.Errorf("got %+v", apiErr)
	}
	if got := apiErr.Header.Get("x-stack-known-error"); got != "EMAIL_PASSWORD_MISMATCH" {
		t.Errorf("Header x-stack-known-error = %q", got)
	}
	if gatehouse.ErrorCode(err) != "EMAIL_PASSWORD_MISMATCH" || gatehouse.ErrorCode(fmt.Errorf("wrapped: %w", err)) != "EMAIL_PASSWORD_MISMATCH" {
		t.Errorf("ErrorCode does not see the code through the error chain")
	}
	if want := "gatehouse: EMAIL_PASSWORD_MISMATCH (HTTP 400): Wrong e-mail or password."; err.Error() != want {
		t.Errorf("Error() = %q, want %q", err.Error(), want)
	}
}

func TestDetailsDecodeIntoTheShapeOfTheirCode(t *testing.T) {
	api := clientAPI(t)
	email, _ := signUp(t, api)

	_, err := api.SignUpWithPasswordWithResponse(context.Background(), gatehouse.SignUpWithPasswordJSONRequestBody{Email: email, Password: password})
	apiErr := asAPIError(t, err)
	var details struct {
		Email                       string `json:"email"`
		WouldWorkIfEmailWasVerified *bool  `json:"would_work_if_email_was_verified"`
	}
	if err := apiErr.DecodeDetails(&details); err != nil {
		t.Fatal(err)
	}
	if apiErr.Status != 409 || apiErr.Code != "USER_EMAIL_ALREADY_EXISTS" || details.Email != email || details.WouldWorkIfEmailWasVerified == nil || *details.WouldWorkIfEmailWasVerified {
		t.Errorf("got %+v with details %s", apiErr, apiErr.Details)
	}
}

// The client sends e-mails as given (plain strings, no Go-side check): each route's own answer
// to a malformed address reaches the caller — sign-up validates, sign-in only looks the address up.
func TestMalformedEmailsGetEachRoutesOwnKnownError(t *testing.T) {
	api := clientAPI(t)
	ctx := context.Background()
	for _, email := range []string{"not-an-email", "Ada <ada@example.com>"} {
		_, err := api.SignUpWithPasswordWithResponse(ctx, gatehouse.SignUpWithPasswordJSONRequestBody{Email: email, Password: password})
		apiErr := asAPIError(t, err)
		if apiErr.Code != "SCHEMA_ERROR" || !strings.Contains(apiErr.Message, "body.email must be a valid e-mail address") {
			t.Errorf("sign-up with %q: got %+v", email, apiErr)
		}
		var details struct{ Message string }
		if err := apiErr.DecodeDetails(&details); err != nil || details.Message != apiErr.Message {
			t.Errorf("sign-up with %q: SCHEMA_ERROR details.message %q, error %v", email, details.Message, err)
		}

		_, err = api.SignInWithPasswordWithResponse(ctx, gatehouse.SignInWithPasswordJSONRequestBody{Email: email, Password: password})
		if code := gatehouse.ErrorCode(err); code != "EMAIL_PASSWORD_MISMATCH" {
			t.Errorf("sign-in with %q: got code %q (%v)", email, code, err)
		}
	}
}

func TestClientAccessReadsTheClientViewOnly(t *testing.T) {
	api := clientAPI(t)
	email, tokens := signUp(t, api)

	me, err := api.GetOwnUserWithResponse(context.Background(), gatehouse.WithAccessToken(tokens.AccessToken))
	if err != nil {
		t.Fatal(err)
	}
	if isServer, err := gatehouse.IsServerUser(me.JSON200); err != nil || isServer {
		t.Errorf("IsServerUser on a client-access answer = %t, %v", isServer, err)
	}
	user, err := gatehouse.AsClientUser(me.JSON200)
	if err != nil || user.Id != tokens.UserId || user.PrimaryEmail == nil || *user.PrimaryEmail != email {
		t.Errorf("AsClientUser = %+v, %v", user, err)
	}
	if _, err := gatehouse.AsServerUser(me.JSON200); !errors.Is(err, gatehouse.ErrOtherUserView) {
		t.Errorf("AsServerUser on the client view: want ErrOtherUserView, got %v", err)
	}
}

func TestServerAccessReadsTheServerViewOnly(t *testing.T) {
	_, tokens := signUp(t, clientAPI(t))
	// Server access, its access token given once for every call, the base URL with /api/v1.
	backend, err := gatehouse.New(gatehouse.Config{
		BaseURL: env(t, "GATEHOUSE_API_URL"), ProjectID: env(t, "GATEHOUSE_PROJECT_ID"),
		AccessType: gatehouse.ServerAccess, Key: env(t, "GATEHOUSE_SERVER_KEY"), AccessToken: tokens.AccessToken,
	})
	if err != nil {
		t.Fatal(err)
	}

	me, err := backend.GetOwnUserWithResponse(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if isServer, err := gatehouse.IsServerUser(me.JSON200); err != nil || !isServer {
		t.Errorf("IsServerUser on a server-access answer = %t, %v", isServer, err)
	}
	user, err := gatehouse.AsServerUser(me.JSON200)
	if err != nil || user.Id != tokens.UserId || !user.PrimaryEmailAuthEnabled || user.LastActiveAtMillis == 0 {
		t.Errorf("AsServerUser = %+v, %v", user, err)
	}
	if _, err := gatehouse.AsClientUser(me.JSON200); !errors.Is(err, gatehouse.ErrOtherUserView) {
		t.Errorf("AsClientUser on the server view: want ErrOtherUserView, got %v", err)
	}
}

func TestTheKeyTravelsInTheHeaderOfItsAccessType(t *testing.T) {
	ctx := context.Background()
	// A publishable client key given as the secret server key is refused by the server: New
	// really sends Key in the server access type's header.
	wrong := newClient(t, env(t, "GATEHOUSE_URL"), gatehouse.ServerAccess, env(t, "GATEHOUSE_CLIENT_KEY"))
	_, err := wrong.ListUsersWithResponse(ctx, &gatehouse.ListUsersParams{})
	if code := gatehouse.ErrorCode(err); code != "INVALID_SECRET_SERVER_KEY" {
		t.Errorf("server access with the client key: got code %q (%v)", code, err)
	}
	right := newClient(t, env(t, "GATEHOUSE_URL"), gatehouse.ServerAccess, env(t, "GATEHOUSE_SERVER_KEY"))
	if _, err := right.ListUsersWithResponse(ctx, &gatehouse.ListUsersParams{}); err != nil {
		t.Errorf("server access with the server key: %v", err)
	}
}

// countingDoer sends requests with the default HTTP client and counts them.
type countingDoer struct{ sent atomic.Int64 }

func (d *countingDoer) Do(req *http.Request) (*http.Response, error) {
	d.sent.Add(1)
	return http.DefaultClient.Do(req)
}

func TestYourHTTPClientSendsAndErrorsStillComeBackAsErr(t *testing.T) {
	ctx := context.Background()
	wrongPassword := gatehouse.SignInWithPasswordJSONRequestBody{Email: newEmail(), Password: password}
	viaConfig, viaOption := &countingDoer{}, &countingDoer{}
	fromConfig, err := gatehouse.New(gatehouse.Config{BaseURL: env(t, "GATEHOUSE_URL"), ProjectID: env(t, "GATEHOUSE_PROJECT_ID"), AccessType: gatehouse.ClientAccess, HTTPClient: viaConfig})
	if err != nil {
		t.Fatal(err)
	}
	fromOption, err := gatehouse.New(gatehouse.Config{BaseURL: env(t, "GATEHOUSE_URL"), ProjectID: env(t, "GATEHOUSE_PROJECT_ID"), AccessType: gatehouse.ClientAccess}, gatehouse.WithHTTPClient(viaOption))
	if err != nil {
		t.Fatal(err)
	}
	for name, api := range map[string]*gatehouse.ClientWithResponses{"Config.HTTPClient": fromConfig, "WithHTTPClient": fromOption} {
		if _, err := api.SignInWithPasswordWithResponse(ctx, wrongPassword); gatehouse.ErrorCode(err) != "EMAIL_PASSWORD_MISMATCH" {
			t.Errorf("%s: got %v", name, err)
		}
	}
	if viaConfig.sent.Load() != 1 || viaOption.sent.Load() != 1 {
		t.Errorf("requests sent: Config.HTTPClient %d, WithHTTPClient %d; want 1 each", viaConfig.sent.Load(), viaOption.sent.Load())
	}
}

func TestNewRefusesAnIncompleteConfig(t *testing.T) {
	cases := map[string]gatehouse.Config{
		"no scheme":           {BaseURL: "localhost:8102", ProjectID: "p", AccessType: gatehouse.ClientAccess},
		"no project":          {BaseURL: "http://localhost:8102", AccessType: gatehouse.ClientAccess},
		"no access type":      {BaseURL: "http://localhost:8102", ProjectID: "p"},
		"server without key":  {BaseURL: "http://localhost:8102", ProjectID: "p", AccessType: gatehouse.ServerAccess},
		"admin without key":   {BaseURL: "http://localhost:8102", ProjectID: "p", AccessType: gatehouse.AdminAccess},
		"admin token, client": {BaseURL: "http://localhost:8102", ProjectID: "p", AccessType: gatehouse.ClientAccess, AdminAccessToken: "t"},
	}
	for name, cfg := range cases {
		if _, err := gatehouse.New(cfg); err == nil {
			t.Errorf("%s: New accepted %+v", name, cfg)
		}
	}
}

// dashboardUser signs a new user up in the server's own "internal" project (the dashboard's users)
// and returns its client (internal project, client access) and sign-up tokens.
func dashboardUser(t *testing.T) (*gatehouse.ClientWithResponses, *gatehouse.SignInTokens) {
	t.Helper()
	dashboard, err := gatehouse.New(gatehouse.Config{BaseURL: env(t, "GATEHOUSE_URL"), ProjectID: "internal", AccessType: gatehouse.ClientAccess, Key: env(t, "GATEHOUSE_INTERNAL_CLIENT_KEY")})
	if err != nil {
		t.Fatal(err)
	}
	_, tokens := signUp(t, dashboard)
	return dashboard, tokens
}

func TestADashboardUserSetsUpAProjectWithItsAdminAccessToken(t *testing.T) {
	ctx := context.Background()
	baseURL := env(t, "GATEHOUSE_URL")
	dashboard, ci := dashboardUser(t)
	asCI := gatehouse.WithAccessToken(ci.AccessToken)
	teams, err := dashboard.ListTeamsWithResponse(ctx, &gatehouse.ListTeamsParams{UserId: gatehouse.Ptr("me")}, asCI)
	if err != nil || len(teams.JSON200.Items) != 1 {
		t.Fatalf("the dashboard user's teams: %v", err)
	}
	personal, err := teams.JSON200.Items[0].AsClientTeam()
	if err != nil {
		t.Fatal(err)
	}
	created, err := dashboard.CreateInternalProjectWithResponse(ctx, gatehouse.CreateProjectBody{DisplayName: "Go set-up", OwnerTeamId: personal.Id}, asCI)
	if err != nil {
		t.Fatalf("create project: %v", err)
	}
	projectID := created.JSON201.Id

	owner, err := gatehouse.New(gatehouse.Config{BaseURL: baseURL, ProjectID: projectID, AccessType: gatehouse.AdminAccess, AdminAccessToken: ci.AccessToken})
	if err != nil {
		t.Fatal(err)
	}
	keys, err := owner.CreateApiKeySetWithResponse(ctx, gatehouse.CreateApiKeySetBody{Description: "CI", ExpiresAtMillis: int(time.Now().Add(time.Hour).UnixMilli()), HasSecretServerKey: true})
	if err != nil || keys.JSON200.SecretServerKey == nil {
		t.Fatalf("create key set: %v", err)
	}
	server, err := gatehouse.New(gatehouse.Config{BaseURL: baseURL, ProjectID: projectID, AccessType: gatehouse.ServerAccess, Key: *keys.JSON200.SecretServerKey})
	if err != nil {
		t.Fatal(err)
	}
	if users, err := server.ListUsersWithResponse(ctx, &gatehouse.ListUsersParams{}); err != nil || len(users.JSON200.Items) != 0 {
		t.Fatalf("the new project's server key: %v", err)
	}

	// Another dashboard user's token is no admin of this project; a token of an ordinary project's
	// user is no dashboard token at all.
	_, stranger := dashboardUser(t)
	_, endUser := signUp(t, clientAPI(t))
	for token, want := range map[string]string{stranger.AccessToken: "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN", endUser.AccessToken: "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN"} {
		other, err := gatehouse.New(gatehouse.Config{BaseURL: baseURL, ProjectID: projectID, AccessType: gatehouse.AdminAccess, AdminAccessToken: token})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := other.GetAdminProjectWithResponse(ctx); gatehouse.ErrorCode(err) != want {
			t.Errorf("want %s, got %v", want, err)
		}
	}
}
