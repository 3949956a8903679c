// Hand-written (not generated, survives `make generate`): verifying access tokens locally against
// the project's JWKS, and net/http middleware that puts the verified user in the request context.
// Mirrors the TypeScript SDK's createAccessTokenChecker (sdk/src/verify.ts): ES256 only, issuer from
// the project's discovery document, audience = the project id, 30 s clock tolerance, keys and issuer
// cached 300 s, a reason for every refusal. A local check cannot see revocation: a revoked
// session's access token stays valid until its exp.

package gatehouse

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

const (
	// JWKSCacheMaxAge is how long the JWKS and the discovery document's issuer are reused.
	JWKSCacheMaxAge = 300 * time.Second
	// ClockTolerance is how far past exp (and before iat/nbf) a token is still accepted.
	ClockTolerance = 30 * time.Second
	// UnknownKidRefetch bounds how often a token naming an unknown kid fetches the JWKS again (a
	// rotated key): forged tokens with random kids cannot make the verifier hammer Gatehouse.
	UnknownKidRefetch = 10 * time.Second
)

// Refusal says why a token was refused.
type Refusal string

const (
	RefusedMissing         Refusal = "missing"          // no token (the request carries none)
	RefusedMalformed       Refusal = "malformed"        // not a compact JWS/JWT
	RefusedSignature       Refusal = "signature"        // not an ES256 signature of the named key (forged, other algorithm)
	RefusedUnknownKid      Refusal = "unknown_kid"      // its kid names no key of the project's JWKS, even freshly fetched
	RefusedIssuer          Refusal = "issuer"           // iss is not the project's issuer
	RefusedAudience        Refusal = "audience"         // aud is not the project id (anonymous or restricted user, other project)
	RefusedExpired         Refusal = "expired"          // past exp beyond the tolerance
	RefusedNotYetValid     Refusal = "not_yet_valid"    // before iat/nbf beyond the tolerance
	RefusedClaims          Refusal = "claims"           // a Gatehouse claim is missing or names another project
	RefusedKeysUnavailable Refusal = "keys_unavailable" // the JWKS or the discovery document could not be fetched
)

// TokenError is the error Verify and AuthenticateRequest return for a refused token.
type TokenError struct {
	Reason  Refusal
	Message string
}

func (e *TokenError) Error() string {
	return fmt.Sprintf("gatehouse: access token refused (%s): %s", e.Reason, e.Message)
}

// RefusalOf is the reason err (from Verify or AuthenticateRequest) refused a token, or "".
func RefusalOf(err error) Refusal {
	var te *TokenError
	if errors.As(err, &te) {
		return te.Reason
	}
	return ""
}

// AccessTokenClaims are the claims of a verified Gatehouse access token (wire contract §6.1).
type AccessTokenClaims struct {
	UserID          string    // sub
	ProjectID       string    // project_id
	Issuer          string    // iss
	IssuedAt        time.Time // iat
	ExpiresAt       time.Time // exp
	RefreshTokenID  string    // the session the token belongs to
	Name            *string
	Email           *string
	EmailVerified   bool
	SelectedTeamID  *string
	IsAnonymous     bool
	IsRestricted    bool
	RequiresTOTPMFA bool
}

// wireClaims is the token's payload as signed.
type wireClaims struct {
	jwt.RegisteredClaims
	ProjectID       string  `json:"project_id"`
	RefreshTokenID  string  `json:"refresh_token_id"`
	Name            *string `json:"name"`
	Email           *string `json:"email"`
	EmailVerified   bool    `json:"email_verified"`
	SelectedTeamID  *string `json:"selected_team_id"`
	IsAnonymous     bool    `json:"is_anonymous"`
	IsRestricted    bool    `json:"is_restricted"`
	RequiresTOTPMFA bool    `json:"requires_totp_mfa"`
}

// Verifier checks access tokens of one project. Safe for concurrent use; share one per process.
type Verifier struct {
	projectID    string
	jwksURL      string
	discoveryURL string
	fallbackIss  string
	fixedIssuer  string
	http         HttpRequestDoer
	now          func() time.Time

	mu       sync.Mutex
	keys     map[string]*ecdsa.PublicKey
	keysAt   time.Time
	issuer   string
	issuerAt time.Time
}

// VerifierConfig describes a Verifier. BaseURL is the Gatehouse server as this backend reaches it
// (with or without /api/v1). Issuer, when set, replaces the issuer read from the project's
// discovery document (a server without that document is taken to use <BaseURL>/api/v1/projects/<id>).
type VerifierConfig struct {
	BaseURL    string
	ProjectID  string
	Issuer     string
	HTTPClient HttpRequestDoer // nil: an *http.Client with a 5 s timeout
	// Now is the current time for the exp/iat/nbf checks; nil means time.Now (a test can move it).
	Now func() time.Time
}

// NewVerifier returns a Verifier for one project.
func NewVerifier(cfg VerifierConfig) (*Verifier, error) {
	api, err := apiURL(cfg.BaseURL)
	if err != nil {
		return nil, err
	}
	if cfg.ProjectID == "" {
		return nil, errors.New("gatehouse.NewVerifier: ProjectID is empty")
	}
	doer := cfg.HTTPClient
	if doer == nil {
		doer = &http.Client{Timeout: 5 * time.Second}
	}
	now := cfg.Now
	if now == nil {
		now = time.Now
	}
	project := api + "/projects/" + url.PathEscape(cfg.ProjectID)
	return &Verifier{
		projectID:    cfg.ProjectID,
		jwksURL:      project + "/.well-known/jwks.json",
		discoveryURL: project + "/.well-known/openid-configuration",
		fallbackIss:  api + "/projects/" + cfg.ProjectID,
		fixedIssuer:  cfg.Issuer,
		http:         doer,
		now:          now,
	}, nil
}

var (
	errUnknownKid      = errors.New("unknown kid")
	errKeysUnavailable = errors.New("keys unavailable")
)

// Verify returns the token's claims, or a *TokenError saying why it was refused (see RefusalOf).
func (v *Verifier) Verify(ctx context.Context, token string) (*AccessTokenClaims, error) {
	if token == "" {
		return nil, &TokenError{RefusedMissing, "no access token was given"}
	}
	issuer, err := v.currentIssuer(ctx)
	if err != nil {
		return nil, &TokenError{RefusedKeysUnavailable, err.Error()}
	}
	var claims wireClaims
	_, err = jwt.ParseWithClaims(token, &claims, func(t *jwt.Token) (any, error) {
		kid, _ := t.Header["kid"].(string)
		if kid == "" {
			return nil, fmt.Errorf("the token names no key: %w", errUnknownKid)
		}
		return v.key(ctx, kid)
	},
		jwt.WithValidMethods([]string{"ES256"}),
		jwt.WithIssuer(issuer),
		jwt.WithAudience(v.projectID),
		jwt.WithLeeway(ClockTolerance),
		jwt.WithExpirationRequired(),
		jwt.WithIssuedAt(),
		jwt.WithTimeFunc(v.now),
	)
	if err != nil {
		return nil, refusal(err)
	}
	if claims.Subject == "" || claims.ProjectID != v.projectID || claims.RefreshTokenID == "" || claims.IssuedAt == nil {
		return nil, &TokenError{RefusedClaims, "the token does not carry the claims of a Gatehouse access token for this project"}
	}
	return &AccessTokenClaims{
		UserID: claims.Subject, ProjectID: claims.ProjectID, Issuer: claims.Issuer,
		IssuedAt: claims.IssuedAt.Time, ExpiresAt: claims.ExpiresAt.Time, RefreshTokenID: claims.RefreshTokenID,
		Name: claims.Name, Email: claims.Email, EmailVerified: claims.EmailVerified, SelectedTeamID: claims.SelectedTeamID,
		IsAnonymous: claims.IsAnonymous, IsRestricted: claims.IsRestricted, RequiresTOTPMFA: claims.RequiresTOTPMFA,
	}, nil
}

func refusal(err error) *TokenError {
	reason := RefusedMalformed
	switch {
	case errors.Is(err, errKeysUnavailable):
		reason = RefusedKeysUnavailable
	case errors.Is(err, errUnknownKid):
		reason = RefusedUnknownKid
	case errors.Is(err, jwt.ErrTokenMalformed):
		reason = RefusedMalformed
	case errors.Is(err, jwt.ErrTokenSignatureInvalid), errors.Is(err, jwt.ErrTokenUnverifiable):
		reason = RefusedSignature
	case errors.Is(err, jwt.ErrTokenExpired):
		reason = RefusedExpired
	case errors.Is(err, jwt.ErrTokenNotValidYet), errors.Is(err, jwt.ErrTokenUsedBeforeIssued):
		reason = RefusedNotYetValid
	case errors.Is(err, jwt.ErrTokenInvalidIssuer):
		reason = RefusedIssuer
	case errors.Is(err, jwt.ErrTokenInvalidAudience):
		reason = RefusedAudience
	case errors.Is(err, jwt.ErrTokenRequiredClaimMissing), errors.Is(err, jwt.ErrTokenInvalidClaims):
		reason = RefusedClaims
	}
	return &TokenError{reason, err.Error()}
}

// key is the project's key kid names: from the cache, else a fresh JWKS (at most every UnknownKidRefetch).
func (v *Verifier) key(ctx context.Context, kid string) (*ecdsa.PublicKey, error) {
	v.mu.Lock()
	defer v.mu.Unlock()
	age := time.Since(v.keysAt)
	if _, known := v.keys[kid]; age >= JWKSCacheMaxAge || (!known && age >= UnknownKidRefetch) {
		keys, err := v.fetchKeys(ctx)
		if err != nil {
			return nil, fmt.Errorf("%w: %v", errKeysUnavailable, err)
		}
		v.keys, v.keysAt = keys, time.Now()
	}
	if k, ok := v.keys[kid]; ok {
		return k, nil
	}
	return nil, fmt.Errorf("the key %q is not one of the project's keys: %w", kid, errUnknownKid)
}

func (v *Verifier) getJSON(ctx context.Context, u string, into any) (int, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return 0, err
	}
	req.Header.Set("accept", "application/json")
	resp, err := v.http.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return resp.StatusCode, fmt.Errorf("%s answered HTTP %d", u, resp.StatusCode)
	}
	if err := json.NewDecoder(http.MaxBytesReader(nil, resp.Body, 1<<20)).Decode(into); err != nil {
		return resp.StatusCode, fmt.Errorf("%s: %w", u, err)
	}
	return resp.StatusCode, nil
}

func (v *Verifier) fetchKeys(ctx context.Context) (map[string]*ecdsa.PublicKey, error) {
	var set struct {
		Keys []struct {
			Kid, Kty, Crv, X, Y string
		} `json:"keys"`
	}
	if _, err := v.getJSON(ctx, v.jwksURL, &set); err != nil {
		return nil, err
	}
	keys := map[string]*ecdsa.PublicKey{}
	for _, k := range set.Keys {
		if k.Kid == "" || k.Kty != "EC" || k.Crv != "P-256" {
			continue // a key of another type: tokens naming it are refused
		}
		x, errX := base64.RawURLEncoding.DecodeString(k.X)
		y, errY := base64.RawURLEncoding.DecodeString(k.Y)
		if errX != nil || errY != nil || len(x) != 32 || len(y) != 32 {
			continue
		}
		pub := &ecdsa.PublicKey{Curve: elliptic.P256(), X: new(big.Int).SetBytes(x), Y: new(big.Int).SetBytes(y)}
		if !pub.Curve.IsOnCurve(pub.X, pub.Y) {
			continue
		}
		keys[k.Kid] = pub
	}
	return keys, nil
}

func (v *Verifier) currentIssuer(ctx context.Context) (string, error) {
	if v.fixedIssuer != "" {
		return v.fixedIssuer, nil
	}
	v.mu.Lock()
	defer v.mu.Unlock()
	if v.issuer != "" && time.Since(v.issuerAt) < JWKSCacheMaxAge {
		return v.issuer, nil
	}
	var doc struct {
		Issuer string `json:"issuer"`
	}
	status, err := v.getJSON(ctx, v.discoveryURL, &doc)
	switch {
	case status == http.StatusNotFound:
		doc.Issuer = v.fallbackIss // a server older than the discovery document
	case err != nil:
		return "", err
	case doc.Issuer == "":
		return "", fmt.Errorf("%s has no issuer", v.discoveryURL)
	}
	v.issuer, v.issuerAt = doc.Issuer, time.Now()
	return v.issuer, nil
}

// AccessTokenFromRequest is the token a request carries: x-stack-access-token, else
// Authorization: Bearer <token>; "" when none.
func AccessTokenFromRequest(r *http.Request) string {
	if t := strings.TrimSpace(r.Header.Get("x-stack-access-token")); t != "" {
		return t
	}
	scheme, token, ok := strings.Cut(strings.TrimSpace(r.Header.Get("Authorization")), " ")
	token = strings.TrimSpace(token)
	if !ok || !strings.EqualFold(scheme, "bearer") || token == "" || strings.ContainsAny(token, " \t") {
		return ""
	}
	return token
}

// AuthenticateRequest verifies the request's token (see AccessTokenFromRequest): the claims, or a
// *TokenError (RefusedMissing when the request carries none).
func (v *Verifier) AuthenticateRequest(r *http.Request) (*AccessTokenClaims, error) {
	return v.Verify(r.Context(), AccessTokenFromRequest(r))
}

type claimsKey struct{}

// UserFromContext is the verified user the middleware put in the request's context.
func UserFromContext(ctx context.Context) (*AccessTokenClaims, bool) {
	c, ok := ctx.Value(claimsKey{}).(*AccessTokenClaims)
	return c, ok && c != nil
}

// Middleware puts the verified user of each request in its context (UserFromContext) and passes
// every request on, signed in or not: for handlers that serve both.
func (v *Verifier) Middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if claims, err := v.AuthenticateRequest(r); err == nil {
			r = r.WithContext(context.WithValue(r.Context(), claimsKey{}, claims))
		}
		next.ServeHTTP(w, r)
	})
}

// RequireUser is Middleware that answers 401 (a JSON body with the refusal reason) to a request
// without a valid token instead of passing it on.
func (v *Verifier) RequireUser(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		claims, err := v.AuthenticateRequest(r)
		if err != nil {
			w.Header().Set("content-type", "application/json")
			w.Header().Set("www-authenticate", `Bearer error="invalid_token"`)
			w.WriteHeader(http.StatusUnauthorized)
			_ = json.NewEncoder(w).Encode(map[string]string{"error": "unauthorized", "reason": string(RefusalOf(err))})
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), claimsKey{}, claims)))
	})
}
