// Command example uses the Gatehouse Go client the way ../README.md describes, against a running
// Gatehouse: sign up, sign in, refresh, read the signed-in user, read a known error by its code,
// and list users with the secret server key. It exits non-zero at the first step that fails.
//
//	GATEHOUSE_URL=http://localhost:8102 GATEHOUSE_PROJECT_ID=... \
//	GATEHOUSE_CLIENT_KEY=pck_... GATEHOUSE_SERVER_KEY=ssk_... go run .
//
// `make smoke` runs it against a throwaway server and project (contract/with-server.ts).
package main

import (
	"context"
	"errors"
	"fmt"
	"log"
	"os"
	"time"

	"gatehouse.dev/go/gatehouse"
)

func main() {
	log.SetFlags(0)
	ctx := context.Background()
	baseURL, projectID := mustEnv("GATEHOUSE_URL"), mustEnv("GATEHOUSE_PROJECT_ID")

	// Client access: what an app signing its users in uses.
	api, err := gatehouse.New(gatehouse.Config{
		BaseURL:    baseURL,
		ProjectID:  projectID,
		AccessType: gatehouse.ClientAccess,
		Key:        os.Getenv("GATEHOUSE_CLIENT_KEY"), // optional unless the project requires it
	})
	check("client", err)

	email := fmt.Sprintf("go-example-%d@example.com", time.Now().UnixNano())
	password := "correct horse battery staple"

	up, err := api.SignUpWithPasswordWithResponse(ctx, gatehouse.SignUpWithPasswordJSONRequestBody{Email: email, Password: password})
	check("sign-up", err)
	fmt.Println("signed up:", up.JSON200.UserId)

	in, err := api.SignInWithPasswordWithResponse(ctx, gatehouse.SignInWithPasswordJSONRequestBody{Email: email, Password: password})
	check("sign-in", err)
	fmt.Println("signed in: a new session for", in.JSON200.UserId)

	refreshed, err := api.RefreshCurrentSessionWithResponse(ctx, &gatehouse.RefreshCurrentSessionParams{XStackRefreshToken: in.JSON200.RefreshToken})
	check("refresh", err)
	fmt.Println("refreshed: a new access token")

	me, err := api.GetOwnUserWithResponse(ctx, gatehouse.WithAccessToken(refreshed.JSON200.AccessToken))
	check("GET /users/me", err)
	user, err := gatehouse.AsClientUser(me.JSON200)
	check("client view of the user", err)
	if user.Id != up.JSON200.UserId || user.PrimaryEmail == nil || *user.PrimaryEmail != email {
		log.Fatalf("GET /users/me: got user %s <%v>, want %s <%s>", user.Id, user.PrimaryEmail, up.JSON200.UserId, email)
	}
	fmt.Println("read the signed-in user:", *user.PrimaryEmail)

	// A known error, read by its code: the wrong password.
	_, err = api.SignInWithPasswordWithResponse(ctx, gatehouse.SignInWithPasswordJSONRequestBody{Email: email, Password: "not the password"})
	if code := gatehouse.ErrorCode(err); code != "EMAIL_PASSWORD_MISMATCH" {
		log.Fatalf("sign-in with a wrong password: want EMAIL_PASSWORD_MISMATCH, got code %q (err: %v)", code, err)
	}
	fmt.Println("wrong password:", err)

	// A known error with details: the e-mail is taken.
	_, err = api.SignUpWithPasswordWithResponse(ctx, gatehouse.SignUpWithPasswordJSONRequestBody{Email: email, Password: password})
	var apiErr *gatehouse.APIError
	if !errors.As(err, &apiErr) || apiErr.Code != "USER_EMAIL_ALREADY_EXISTS" {
		log.Fatalf("second sign-up: want USER_EMAIL_ALREADY_EXISTS, got %v", err)
	}
	var taken gatehouse.KnownErrorDetailsUSEREMAILALREADYEXISTS
	check("USER_EMAIL_ALREADY_EXISTS details", apiErr.DecodeDetails(&taken))
	if taken.Email != email {
		log.Fatalf("USER_EMAIL_ALREADY_EXISTS details: email %q, want %q", taken.Email, email)
	}
	fmt.Printf("second sign-up: HTTP %d %s, details.email = %s\n", apiErr.Status, apiErr.Code, taken.Email)

	// Server access: what your backend uses, with the secret server key.
	backend, err := gatehouse.New(gatehouse.Config{
		BaseURL:    baseURL,
		ProjectID:  projectID,
		AccessType: gatehouse.ServerAccess,
		Key:        mustEnv("GATEHOUSE_SERVER_KEY"),
	})
	check("server client", err)
	list, err := backend.ListUsersWithResponse(ctx, &gatehouse.ListUsersParams{Query: &email})
	check("list users", err)
	if len(list.JSON200.Items) != 1 || list.JSON200.Items[0].Id != up.JSON200.UserId {
		log.Fatalf("list users matching %s: got %d users, want exactly the signed-up one", email, len(list.JSON200.Items))
	}
	found := list.JSON200.Items[0]
	fmt.Printf("server view: %s, e-mail usable for sign-in: %t\n", found.Id, found.PrimaryEmailAuthEnabled)
	fmt.Println("Go example: OK")
}

func mustEnv(name string) string {
	v := os.Getenv(name)
	if v == "" {
		log.Fatalf("%s is not set (see the comment at the top of main.go)", name)
	}
	return v
}

func check(step string, err error) {
	if err != nil {
		log.Fatalf("%s: %v", step, err)
	}
}
