// Live tests of the Go server layer (generated/go verify.go, server.go, session.go) against the
// server contract/with-server.ts started (make smoke): real tokens verified, expired and forged
// ones refused with their reason, the net/http middleware, permissions, API keys and a session
// whose concurrent refreshes share one request.
package smoke

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"gatehouse.dev/go/gatehouse"
	"github.com/golang-jwt/jwt/v5"
)

type signedUp struct {
	userID, accessToken, refreshToken string
}

func signUpUser(t *testing.T, prefix string) signedUp {
	t.Helper()
	app, err := gatehouse.New(gatehouse.Config{BaseURL: env(t, "GATEHOUSE_URL"), ProjectID: env(t, "GATEHOUSE_PROJECT_ID"), AccessType: gatehouse.ClientAccess, Key: env(t, "GATEHOUSE_CLIENT_KEY")})
	if err != nil {
		t.Fatal(err)
	}
	email := fmt.Sprintf("%s-%d@example.com", prefix, time.Now().UnixNano())
	up, err := app.SignUpWithPasswordWithResponse(context.Background(), gatehouse.SignUpWithPasswordJSONRequestBody{Email: email, Password: "correct horse battery staple"})
	if err != nil {
		t.Fatal(err)
	}
	return signedUp{up.JSON200.UserId.String(), up.JSON200.AccessToken, up.JSON200.RefreshToken}
}

func newServer(t *testing.T) *gatehouse.Server {
	t.Helper()
	s, err := gatehouse.NewServer(gatehouse.ServerConfig{BaseURL: env(t, "GATEHOUSE_URL"), ProjectID: env(t, "GATEHOUSE_PROJECT_ID"), SecretServerKey: env(t, "GATEHOUSE_SERVER_KEY")})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// forge signs claims with a key of our own, under the given kid and algorithm.
func forge(t *testing.T, claims jwt.MapClaims, kid string) string {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tok := jwt.NewWithClaims(jwt.SigningMethodES256, claims)
	tok.Header["kid"] = kid
	s, err := tok.SignedString(key)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestVerifierAcceptsARealTokenAndRefusesOthersWithTheReason(t *testing.T) {
	ctx := context.Background()
	user := signUpUser(t, "go-verify")
	server := newServer(t)

	claims, err := server.Verify(ctx, user.accessToken)
	if err != nil {
		t.Fatalf("a real access token was refused: %v", err)
	}
	if claims.UserID != user.userID || claims.ProjectID != env(t, "GATEHOUSE_PROJECT_ID") || claims.RefreshTokenID == "" {
		t.Fatalf("claims %+v, want user %s", claims, user.userID)
	}

	real, _, err := jwt.NewParser().ParseUnverified(user.accessToken, jwt.MapClaims{})
	if err != nil {
		t.Fatal(err)
	}
	realClaims := real.Claims.(jwt.MapClaims)
	realKid, _ := real.Header["kid"].(string)
	hs, err := jwt.NewWithClaims(jwt.SigningMethodHS256, realClaims).SignedString([]byte("a shared secret"))
	if err != nil {
		t.Fatal(err)
	}
	// The real token's payload under a forged signature: only the signature is wrong.
	parts := strings.Split(user.accessToken, ".")
	otherSig := strings.Split(forge(t, realClaims, realKid), ".")[2]

	expiredClock, err := gatehouse.NewVerifier(gatehouse.VerifierConfig{
		BaseURL: env(t, "GATEHOUSE_URL"), ProjectID: env(t, "GATEHOUSE_PROJECT_ID"),
		Now: func() time.Time { return claims.ExpiresAt.Add(gatehouse.ClockTolerance + time.Second) },
	})
	if err != nil {
		t.Fatal(err)
	}
	otherIssuer, err := gatehouse.NewVerifier(gatehouse.VerifierConfig{BaseURL: env(t, "GATEHOUSE_URL"), ProjectID: env(t, "GATEHOUSE_PROJECT_ID"), Issuer: "https://elsewhere.example"})
	if err != nil {
		t.Fatal(err)
	}

	cases := []struct {
		name     string
		verifier *gatehouse.Verifier
		token    string
		want     gatehouse.Refusal
	}{
		{"no token", server.Verifier, "", gatehouse.RefusedMissing},
		{"not a JWT", server.Verifier, "not.a.jwt", gatehouse.RefusedMalformed},
		{"real payload, forged signature", server.Verifier, parts[0] + "." + parts[1] + "." + otherSig, gatehouse.RefusedSignature},
		{"own key under the project's kid", server.Verifier, forge(t, realClaims, realKid), gatehouse.RefusedSignature},
		{"own key under an unknown kid", server.Verifier, forge(t, realClaims, "not-a-project-key"), gatehouse.RefusedUnknownKid},
		{"HS256 with a guessed secret", server.Verifier, hs, gatehouse.RefusedSignature},
		{"real token past exp", expiredClock, user.accessToken, gatehouse.RefusedExpired},
		{"real token, other issuer expected", otherIssuer, user.accessToken, gatehouse.RefusedIssuer},
	}
	for _, c := range cases {
		got, err := c.verifier.Verify(ctx, c.token)
		if got != nil || gatehouse.RefusalOf(err) != c.want {
			t.Errorf("%s: got claims %v, refusal %q (%v); want refusal %q", c.name, got, gatehouse.RefusalOf(err), err, c.want)
		}
	}
}

func TestMiddlewarePutsTheVerifiedUserInTheContext(t *testing.T) {
	user := signUpUser(t, "go-middleware")
	server := newServer(t)
	backend := httptest.NewServer(server.RequireUser(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		claims, _ := gatehouse.UserFromContext(r.Context())
		_, _ = io.WriteString(w, claims.UserID)
	})))
	defer backend.Close()

	call := func(header, value string) (int, string) {
		req, _ := http.NewRequest(http.MethodGet, backend.URL, nil)
		if header != "" {
			req.Header.Set(header, value)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		body, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(body)
	}
	if status, body := call("Authorization", "Bearer "+user.accessToken); status != 200 || body != user.userID {
		t.Fatalf("Bearer token: %d %s, want 200 %s", status, body, user.userID)
	}
	if status, body := call("x-stack-access-token", user.accessToken); status != 200 || body != user.userID {
		t.Fatalf("x-stack-access-token: %d %s", status, body)
	}
	status, body := call("", "")
	var refused struct{ Reason string }
	_ = json.Unmarshal([]byte(body), &refused)
	if status != 401 || refused.Reason != "missing" {
		t.Fatalf("no token: %d %s, want 401 reason missing", status, body)
	}
	if status, body := call("Authorization", "Bearer "+user.accessToken+"x"); status != 401 || !strings.Contains(body, "signature") {
		t.Fatalf("tampered token: %d %s, want 401 reason signature", status, body)
	}
}

func TestHasPermissionAndCheckAPIKey(t *testing.T) {
	ctx := context.Background()
	user := signUpUser(t, "go-perms")
	outsider := signUpUser(t, "go-outsider")
	server := newServer(t)
	admin, err := gatehouse.New(gatehouse.Config{BaseURL: env(t, "GATEHOUSE_URL"), ProjectID: env(t, "GATEHOUSE_PROJECT_ID"), AccessType: gatehouse.AdminAccess, Key: env(t, "GATEHOUSE_ADMIN_KEY")})
	if err != nil {
		t.Fatal(err)
	}
	permission := fmt.Sprintf("go_read_%d", time.Now().UnixNano())
	if _, err := admin.CreateTeamPermissionDefinitionWithResponse(ctx, gatehouse.CreatePermissionDefinitionBody{Id: permission}); err != nil {
		t.Fatal(err)
	}
	team, err := server.CreateTeam(ctx, "Go permissions", user.userID)
	if err != nil {
		t.Fatal(err)
	}
	if err := server.AddTeamMember(ctx, team.Id, outsider.userID); err != nil {
		t.Fatal(err)
	}
	if err := server.GrantTeamPermission(ctx, team.Id, user.userID, permission); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		who, perm string
		teamID    bool
		want      bool
	}{
		{user.userID, permission, true, true},
		{outsider.userID, permission, true, false},
		{user.userID, permission + "_other", true, false},
		{user.userID, permission, false, false}, // a team permission is not a project permission
	} {
		var teamID *gatehouse.UUID
		if c.teamID {
			teamID = &team.Id
		}
		got, err := server.HasPermission(ctx, c.who, teamID, c.perm)
		if err != nil || got != c.want {
			t.Errorf("HasPermission(%s, team %v, %s) = %v, %v; want %v", c.who, c.teamID, c.perm, got, err, c.want)
		}
	}

	if _, err := admin.UpdateAdminProjectWithResponse(ctx, gatehouse.UpdateProjectBody{Config: &gatehouse.ProjectConfigUpdate{AllowUserApiKeys: gatehouse.Ptr(true)}}); err != nil {
		t.Fatal(err)
	}
	created, err := server.API.CreateUserApiKeyWithResponse(ctx, gatehouse.CreateUserApiKeyBody{UserId: user.userID, Description: "go test"})
	if err != nil {
		t.Fatal(err)
	}
	owner, err := server.CheckAPIKey(ctx, created.JSON200.Value)
	if err != nil || owner == nil || owner.Id.String() != user.userID {
		t.Fatalf("CheckAPIKey(live key) = %v, %v; want user %s", owner, err, user.userID)
	}
	for _, unknown := range []string{"", "not a key", created.JSON200.Value + "x"} {
		if owner, err := server.CheckAPIKey(ctx, unknown); owner != nil || err != nil {
			t.Errorf("CheckAPIKey(%q) = %v, %v; want nil, nil", unknown, owner, err)
		}
	}
	if _, err := server.RevokeUserAPIKey(ctx, created.JSON200.Id); err != nil {
		t.Fatal(err)
	}
	if owner, err := server.CheckAPIKey(ctx, created.JSON200.Value); owner != nil || err != nil {
		t.Fatalf("CheckAPIKey(revoked key) = %v, %v; want nil, nil", owner, err)
	}
}

// refreshCounter counts the refresh requests that reach the server.
type refreshCounter struct{ refreshes atomic.Int32 }

func (d *refreshCounter) Do(req *http.Request) (*http.Response, error) {
	if strings.HasSuffix(req.URL.Path, "/auth/sessions/current/refresh") {
		d.refreshes.Add(1)
		time.Sleep(50 * time.Millisecond) // keep the request open while the other callers arrive
	}
	return http.DefaultClient.Do(req)
}

func TestSessionConcurrentRefreshesShareOneRequest(t *testing.T) {
	ctx := context.Background()
	user := signUpUser(t, "go-session")
	doer := &refreshCounter{}
	app, err := gatehouse.New(gatehouse.Config{BaseURL: env(t, "GATEHOUSE_URL"), ProjectID: env(t, "GATEHOUSE_PROJECT_ID"), AccessType: gatehouse.ClientAccess, Key: env(t, "GATEHOUSE_CLIENT_KEY"), HTTPClient: doer})
	if err != nil {
		t.Fatal(err)
	}
	var stored atomic.Value
	session := gatehouse.NewSession(app, gatehouse.Tokens{RefreshToken: user.refreshToken}, func(t gatehouse.Tokens) { stored.Store(t) })

	const callers = 8
	tokens := make([]string, callers)
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i := range callers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			tok, err := session.AccessToken(ctx)
			if err != nil {
				t.Errorf("caller %d: %v", i, err)
			}
			tokens[i] = tok
		}()
	}
	close(start)
	wg.Wait()
	if n := doer.refreshes.Load(); n != 1 {
		t.Fatalf("%d callers sent %d refresh requests, want 1", callers, n)
	}
	for i, tok := range tokens {
		if tok == "" || tok != tokens[0] {
			t.Fatalf("caller %d got %q, caller 0 %q", i, tok, tokens[0])
		}
	}
	rotated := session.Tokens().RefreshToken
	if rotated == "" || rotated == user.refreshToken || stored.Load().(gatehouse.Tokens).RefreshToken != rotated {
		t.Fatalf("the rotated refresh token was not kept: %q (was %q)", rotated, user.refreshToken)
	}
	if claims, err := newServer(t).Verify(ctx, tokens[0]); err != nil || claims.UserID != user.userID {
		t.Fatalf("the refreshed token does not verify: %v", err)
	}
	// The kept token refreshes again; a valid access token is handed out without a request.
	if _, err := session.Refresh(ctx); err != nil || doer.refreshes.Load() != 2 {
		t.Fatalf("second refresh: %v, %d requests", err, doer.refreshes.Load())
	}
	if _, err := session.AccessToken(ctx); err != nil || doer.refreshes.Load() != 2 {
		t.Fatalf("a valid access token caused a refresh: %v, %d requests", err, doer.refreshes.Load())
	}
}
