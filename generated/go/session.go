// Hand-written (not generated, survives `make generate`): one signed-in user's session, as the
// TypeScript SDK's Session (sdk/src/session.ts): hands out an access token that stays valid,
// refreshing when needed and keeping the rotated refresh token. Concurrent refreshes share one
// request: the refresh token rotates on every refresh, so two parallel refreshes with the same
// token would race and one would end the session.

package gatehouse

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"strings"
	"sync"
	"time"
)

// RefreshMargin: UserSession.AccessToken refreshes a token that expires within this.
const RefreshMargin = 20 * time.Second

// Tokens are a session's access and refresh token ("" when absent).
type Tokens struct {
	AccessToken  string
	RefreshToken string
}

// UserSession is a user's tokens with a client-access client of the project (New with ClientAccess).
// Safe for concurrent use.
type UserSession struct {
	app      *ClientWithResponses
	onChange func(Tokens)

	mu       sync.Mutex
	tokens   Tokens
	inflight *refreshCall
	requests int
}

type refreshCall struct {
	done  chan struct{}
	token string
	err   error
}

// NewSession starts from the tokens of a sign-in. onChange (may be nil) is called with the new
// tokens after every refresh: store the rotated refresh token there, the old one no longer works.
func NewSession(app *ClientWithResponses, tokens Tokens, onChange func(Tokens)) *UserSession {
	return &UserSession{app: app, tokens: tokens, onChange: onChange}
}

// Tokens are the session's current tokens.
func (s *UserSession) Tokens() Tokens {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.tokens
}

// RefreshRequests is how many refresh requests the session sent (concurrent refreshes count once).
func (s *UserSession) RefreshRequests() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.requests
}

// AccessToken is an access token valid for at least RefreshMargin, refreshing first when needed;
// "" when signed out (no tokens, or the refresh token was refused).
func (s *UserSession) AccessToken(ctx context.Context) (string, error) {
	if t := s.Tokens().AccessToken; t != "" && time.Until(expiryOf(t)) > RefreshMargin {
		return t, nil
	}
	return s.Refresh(ctx)
}

// Refresh forces a refresh and returns the new access token ("" when the session is over).
// Callers arriving while a refresh runs wait for it and share its answer.
func (s *UserSession) Refresh(ctx context.Context) (string, error) {
	s.mu.Lock()
	if call := s.inflight; call != nil {
		s.mu.Unlock()
		select {
		case <-call.done:
			return call.token, call.err
		case <-ctx.Done():
			return "", ctx.Err()
		}
	}
	refreshToken := s.tokens.RefreshToken
	if refreshToken == "" {
		s.mu.Unlock()
		return "", nil
	}
	call := &refreshCall{done: make(chan struct{})}
	s.inflight = call
	s.requests++
	s.mu.Unlock()

	// Not the caller's ctx: a caller giving up must not cancel the request the others wait for.
	reqCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), DefaultTimeout)
	resp, err := s.app.RefreshCurrentSessionWithResponse(reqCtx, &RefreshCurrentSessionParams{XStackRefreshToken: refreshToken})
	cancel()
	next, changed := Tokens{}, false
	s.mu.Lock()
	switch {
	case ErrorCode(err) == "REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED":
		err = nil // the session is over: both tokens go
	case err != nil:
		next = s.tokens
	default:
		next = Tokens{AccessToken: resp.JSON200.AccessToken, RefreshToken: resp.JSON200.RefreshToken}
		call.token = next.AccessToken
	}
	// Someone signed out while the request ran: that wins over this answer.
	if s.tokens.RefreshToken == refreshToken {
		changed = next != s.tokens
		s.tokens = next
	}
	call.err = err
	s.inflight = nil
	s.mu.Unlock()
	close(call.done)
	if changed && s.onChange != nil {
		s.onChange(next)
	}
	return call.token, call.err
}

// SignOutLocally forgets both tokens (the server-side session stays until revoked or expired).
func (s *UserSession) SignOutLocally() {
	s.mu.Lock()
	s.tokens = Tokens{}
	s.mu.Unlock()
	if s.onChange != nil {
		s.onChange(Tokens{})
	}
}

// expiryOf reads a token's exp without verifying it (the zero time when unreadable).
func expiryOf(token string) time.Time {
	parts := strings.Split(token, ".")
	if len(parts) != 3 {
		return time.Time{}
	}
	payload, err := base64.RawURLEncoding.DecodeString(parts[1])
	if err != nil {
		return time.Time{}
	}
	var claims struct {
		Exp int64 `json:"exp"`
	}
	if json.Unmarshal(payload, &claims) != nil || claims.Exp == 0 {
		return time.Time{}
	}
	return time.Unix(claims.Exp, 0)
}
