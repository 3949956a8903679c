// Go smoke test (make smoke): sign up, sign in, refresh and read /users/me through the generated
// client only (generated/go), against the live server that contract/with-server.ts started.
package smoke

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"testing"
	"time"

	gatehouse "gatehouse/client"
	openapi_types "github.com/oapi-codegen/runtime/types"
)

func env(t *testing.T, name string) string {
	t.Helper()
	v := os.Getenv(name)
	if v == "" {
		t.Fatalf("%s is not set (run through contract/with-server.ts)", name)
	}
	return v
}

func TestSignUpSignInRefreshAndReadMe(t *testing.T) {
	ctx := context.Background()
	projectID := env(t, "GATEHOUSE_PROJECT_ID")
	clientKey := env(t, "GATEHOUSE_CLIENT_KEY")
	projectHeaders := gatehouse.WithRequestEditorFn(func(_ context.Context, req *http.Request) error {
		req.Header.Set("x-stack-project-id", projectID)
		req.Header.Set("x-stack-access-type", "client")
		req.Header.Set("x-stack-publishable-client-key", clientKey)
		return nil
	})
	api, err := gatehouse.NewClientWithResponses(env(t, "GATEHOUSE_API_URL"), projectHeaders)
	if err != nil {
		t.Fatal(err)
	}
	email := fmt.Sprintf("smoke-go-%d@example.com", time.Now().UnixNano())
	password := "smoke test password"

	up, err := api.SignUpWithPasswordWithResponse(ctx, gatehouse.SignUpWithPasswordJSONRequestBody{Email: openapi_types.Email(email), Password: password})
	if err != nil || up.JSON200 == nil {
		t.Fatalf("sign-up: %s", describe(up, err))
	}

	in, err := api.SignInWithPasswordWithResponse(ctx, gatehouse.SignInWithPasswordJSONRequestBody{Email: email, Password: password})
	if err != nil || in.JSON200 == nil {
		t.Fatalf("sign-in: %s", describe(in, err))
	}
	if in.JSON200.UserId != up.JSON200.UserId {
		t.Fatalf("sign-in returned user %s, sign-up %s", in.JSON200.UserId, up.JSON200.UserId)
	}

	refreshed, err := api.RefreshCurrentSessionWithResponse(ctx, &gatehouse.RefreshCurrentSessionParams{XStackRefreshToken: in.JSON200.RefreshToken})
	if err != nil || refreshed.JSON200 == nil {
		t.Fatalf("refresh: %s", describe(refreshed, err))
	}

	withToken := gatehouse.RequestEditorFn(func(_ context.Context, req *http.Request) error {
		req.Header.Set("x-stack-access-token", refreshed.JSON200.AccessToken)
		return nil
	})
	me, err := api.GetOwnUserWithResponse(ctx, withToken)
	if err != nil || me.JSON200 == nil {
		t.Fatalf("GET /users/me: %s", describe(me, err))
	}
	user, err := me.JSON200.AsClientUser()
	if err != nil {
		t.Fatal(err)
	}
	if user.Id != up.JSON200.UserId || user.PrimaryEmail == nil || string(*user.PrimaryEmail) != email {
		t.Fatalf("GET /users/me returned %+v", user)
	}
}

// describe says what came back when a call did not return its success body.
func describe(r interface {
	Status() string
}, err error) string {
	if err != nil {
		return err.Error()
	}
	return r.Status()
}
