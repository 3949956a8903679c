// Hand-written (not generated, survives `make generate`): telling the two views of a user apart.
//
// GET and PATCH /users/me answer with the client view (client access) or the server view (server
// and admin access) under one untagged union. The generated AsServerUser()/AsClientUser() methods
// decode either body into either struct without complaint, and the wire bodies carry no
// discriminating property (the wire contract fixes them). The views differ by fields: the server
// view always has the six server-only fields below, the client view never has any of them.

package gatehouse

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
)

// serverOnlyUserFields are the keys every server view of a user has and no client view has
// (wire contract §7.1 and §7.2).
var serverOnlyUserFields = [...]string{
	"primary_email_auth_enabled",
	"server_metadata",
	"last_active_at_millis",
	"restricted_by_admin_private_details",
	"country_code",
	"risk_scores",
}

// ErrOtherUserView is returned (wrapped) by AsClientUser and AsServerUser when the body is the
// other view of the user: the client view read with server access in mind, or the reverse.
var ErrOtherUserView = errors.New("the user is in the other view")

// IsServerUser reports whether body — a GET or PATCH /users/me answer such as resp.JSON200, or
// the raw JSON of a user — is the server view (true) or the client view (false). A body that is
// neither (no user, or only some server-only fields) is an error.
func IsServerUser(body any) (bool, error) {
	raw, err := rawJSON(body)
	if err != nil {
		return false, err
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(raw, &fields); err != nil || fields == nil {
		return false, fmt.Errorf("gatehouse: not a user object: %.80s", raw)
	}
	if _, ok := fields["id"]; !ok {
		return false, fmt.Errorf("gatehouse: not a user object (no id): %.80s", raw)
	}
	present := 0
	for _, key := range serverOnlyUserFields {
		if _, ok := fields[key]; ok {
			present++
		}
	}
	switch present {
	case 0:
		return false, nil
	case len(serverOnlyUserFields):
		return true, nil
	default:
		return false, fmt.Errorf("gatehouse: the user has %d of the %d server-only fields: neither view", present, len(serverOnlyUserFields))
	}
}

// AsClientUser decodes body (see IsServerUser) as the client view; it fails with
// ErrOtherUserView when body is the server view.
func AsClientUser(body any) (ClientUser, error) {
	var user ClientUser
	return user, decodeView(body, false, &user)
}

// AsServerUser decodes body (see IsServerUser) as the server view; it fails with
// ErrOtherUserView when body is the client view (an answer to client access).
func AsServerUser(body any) (ServerUser, error) {
	var user ServerUser
	return user, decodeView(body, true, &user)
}

func decodeView(body any, wantServer bool, into any) error {
	isServer, err := IsServerUser(body)
	if err != nil {
		return err
	}
	if isServer != wantServer {
		got := map[bool]string{true: "server", false: "client"}[isServer]
		return fmt.Errorf("gatehouse: the user is in the %s view: %w", got, ErrOtherUserView)
	}
	raw, _ := rawJSON(body)
	return json.Unmarshal(raw, into)
}

// rawJSON gives the JSON text of a generated union (whose MarshalJSON returns the body as
// received), a json.RawMessage or []byte, or any other value json can encode.
func rawJSON(body any) ([]byte, error) {
	var raw []byte
	switch b := body.(type) {
	case json.RawMessage:
		raw = b
	case []byte:
		raw = b
	default:
		// json.Marshal, not body.MarshalJSON(): a nil *GetOwnUser200JSONResponseBody becomes
		// "null" instead of a nil-pointer panic.
		var err error
		if raw, err = json.Marshal(body); err != nil {
			return nil, fmt.Errorf("gatehouse: reading the user: %w", err)
		}
	}
	if len(bytes.TrimSpace(raw)) == 0 || bytes.Equal(bytes.TrimSpace(raw), []byte("null")) {
		return nil, errors.New("gatehouse: no user in the answer")
	}
	return raw, nil
}
