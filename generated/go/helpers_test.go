// Hand-written tests of the helpers' branches a healthy Gatehouse never takes (its live answers
// are tested in contract/smoke/go): base URL spellings, plain-text and malformed error answers,
// bodies that are neither view of a user, and the admin access token's header and refusals.
package gatehouse

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestAPIURLAcceptsTheServerAddressWithOrWithoutTheAPIPrefix(t *testing.T) {
	for in, want := range map[string]string{
		"http://localhost:8102":           "http://localhost:8102/api/v1",
		"http://localhost:8102/":          "http://localhost:8102/api/v1",
		"http://localhost:8102/api/v1":    "http://localhost:8102/api/v1",
		"http://localhost:8102/api/v1/":   "http://localhost:8102/api/v1",
		"https://example.com/auth":        "https://example.com/auth/api/v1",
		"https://example.com/auth/api/v1": "https://example.com/auth/api/v1",
	} {
		if got, err := apiURL(in); err != nil || got != want {
			t.Errorf("apiURL(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for _, bad := range []string{"", "localhost:8102", "ftp://example.com", "http://", "http://x/?a=1", "http://x/#top"} {
		if got, err := apiURL(bad); err == nil {
			t.Errorf("apiURL(%q) = %q, want an error", bad, got)
		}
	}
}

func answer(status int, header map[string]string) *http.Response {
	h := http.Header{}
	for k, v := range header {
		h.Set(k, v)
	}
	return &http.Response{StatusCode: status, Header: h}
}

func TestErrorFromResponse(t *testing.T) {
	t.Run("success", func(t *testing.T) {
		if e := ErrorFromResponse(answer(200, nil), []byte(`{"code":"X","error":"looks like one"}`)); e != nil {
			t.Errorf("a 200 without x-stack-known-error is a success, got %+v", e)
		}
		if e := ErrorFromResponse(nil, nil); e != nil {
			t.Errorf("no response: got %+v", e)
		}
	})
	t.Run("plain text answer", func(t *testing.T) {
		e := ErrorFromResponse(answer(502, map[string]string{"content-type": "text/html"}), []byte("<h1>Bad gateway</h1>\n"))
		if e == nil || e.Status != 502 || e.Code != "" || e.Message != "<h1>Bad gateway</h1>" || e.Details != nil {
			t.Errorf("got %+v", e)
		}
		if ErrorCode(e) != "" || e.Error() != "gatehouse: HTTP 502: <h1>Bad gateway</h1>" {
			t.Errorf("ErrorCode %q, Error() %q", ErrorCode(e), e.Error())
		}
	})
	t.Run("a code this client has never heard of", func(t *testing.T) {
		e := ErrorFromResponse(answer(418, map[string]string{"x-stack-known-error": "SOME_NEW_CODE"}), []byte(`{"code":"SOME_NEW_CODE","details":{"n":1},"error":"New."}`))
		var d struct{ N int }
		if e == nil || e.Code != "SOME_NEW_CODE" || e.Message != "New." || e.DecodeDetails(&d) != nil || d.N != 1 {
			t.Errorf("got %+v", e)
		}
	})
	t.Run("null details are no details", func(t *testing.T) {
		e := ErrorFromResponse(answer(400, map[string]string{"x-stack-known-error": "X"}), []byte(`{"code":"X","details":null,"error":"x"}`))
		var d map[string]any
		if e.Details != nil || e.DecodeDetails(&d) != nil || d != nil {
			t.Errorf("got %+v", e)
		}
	})
	t.Run("body disagrees with the header", func(t *testing.T) {
		for _, body := range []string{`{"code":"OTHER","error":"x"}`, `not json`} {
			e := ErrorFromResponse(answer(400, map[string]string{"x-stack-known-error": "SCHEMA_ERROR"}), []byte(body))
			if e.Code != "SCHEMA_ERROR" || e.Message != body || e.Details != nil {
				t.Errorf("body %s: got %+v", body, e)
			}
		}
	})
	t.Run("status overridden to 200", func(t *testing.T) {
		e := ErrorFromResponse(answer(200, map[string]string{"x-stack-known-error": "X", "x-stack-actual-status": "404"}), []byte(`{"code":"X","error":"x"}`))
		if e == nil || e.Status != 404 || e.Code != "X" {
			t.Errorf("got %+v", e)
		}
	})
}

func TestIsServerUserNeedsAllOrNoneOfTheServerOnlyFields(t *testing.T) {
	client := map[string]any{"id": "3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10", "primary_email": "a@example.com"}
	server := map[string]any{"id": "3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10"}
	for _, k := range serverOnlyUserFields {
		server[k] = nil
	}
	partial := map[string]any{"id": "3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10", "server_metadata": nil}
	raw := func(v any) json.RawMessage { b, _ := json.Marshal(v); return b }

	if s, err := IsServerUser(raw(client)); err != nil || s {
		t.Errorf("client view: %t, %v", s, err)
	}
	if s, err := IsServerUser(raw(server)); err != nil || !s {
		t.Errorf("server view: %t, %v", s, err)
	}
	var nilBody *GetOwnUser200JSONResponseBody
	for name, body := range map[string]any{"partial": raw(partial), "no id": []byte(`{"server_metadata":null}`), "array": []byte(`[]`), "nil union": nilBody, "null": json.RawMessage("null")} {
		if _, err := IsServerUser(body); err == nil {
			t.Errorf("%s: IsServerUser accepted it", name)
		}
	}
	if _, err := AsServerUser(raw(client)); !errors.Is(err, ErrOtherUserView) {
		t.Errorf("AsServerUser(client view) = %v", err)
	}
}

// The headers New puts on a request, as a server sees them.
func sentHeaders(t *testing.T, cfg Config) http.Header {
	t.Helper()
	var got http.Header
	backend := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got = r.Header.Clone()
		w.Header().Set("x-stack-known-error", "X")
		w.WriteHeader(http.StatusBadRequest)
		_, _ = w.Write([]byte(`{"code":"X","error":"x"}`))
	}))
	defer backend.Close()
	cfg.BaseURL = backend.URL
	api, err := New(cfg)
	if err != nil {
		t.Fatalf("New(%+v): %v", cfg, err)
	}
	if _, err := api.GetAdminProjectWithResponse(context.Background()); ErrorCode(err) != "X" {
		t.Fatalf("want the backend's answer as an error, got %v", err)
	}
	return got
}

func TestAnAdminAccessTokenReplacesTheAdminKey(t *testing.T) {
	h := sentHeaders(t, Config{ProjectID: "p1", AccessType: AdminAccess, AdminAccessToken: "eyJ.dashboard.token"})
	if h.Get("x-stack-access-type") != "admin" || h.Get("x-stack-project-id") != "p1" || h.Get("x-stack-admin-access-token") != "eyJ.dashboard.token" {
		t.Errorf("headers %v", h)
	}
	for _, absent := range []string{"x-stack-super-secret-admin-key", "x-stack-access-token"} {
		if _, sent := h[http.CanonicalHeaderKey(absent)]; sent {
			t.Errorf("%s was sent: %v", absent, h)
		}
	}
	h = sentHeaders(t, Config{ProjectID: "p1", AccessType: AdminAccess, Key: "sak_x"})
	if h.Get("x-stack-super-secret-admin-key") != "sak_x" || h.Get("x-stack-admin-access-token") != "" {
		t.Errorf("with the admin key: headers %v", h)
	}
}

func TestNewRefusesAnAdminAccessTokenOutsideAdminAccessOrBesideTheKey(t *testing.T) {
	for name, cfg := range map[string]Config{
		"client access":        {AccessType: ClientAccess, AdminAccessToken: "t"},
		"server access":        {AccessType: ServerAccess, Key: "ssk_x", AdminAccessToken: "t"},
		"both key and token":   {AccessType: AdminAccess, Key: "sak_x", AdminAccessToken: "t"},
		"neither key or token": {AccessType: AdminAccess},
	} {
		cfg.BaseURL, cfg.ProjectID = "http://localhost:8102", "p"
		if _, err := New(cfg); err == nil {
			t.Errorf("%s: New accepted %+v", name, cfg)
		}
	}
}
