// Hand-written (not generated, survives `make generate`): Gatehouse's error answers as Go errors.
//
// The generated client hands back 4xx answers with err == nil and a union per status whose
// As…() methods decode any body without complaint. This file reads the answer itself — the
// x-stack-known-error header and the body's code, error and details — so it depends on no
// generated error type and keeps working when the server learns new codes.

package gatehouse

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
)

// APIError is an answer of Gatehouse that is not a success.
//
// Known errors (wire contract: header x-stack-known-error plus a JSON body {code, details?,
// error}) have Code set. Other failures — a plain-text 4xx some handlers answer with, a proxy's
// 502 page — have Code "" and the body's text as Message.
type APIError struct {
	// Status is the HTTP status (x-stack-actual-status when the server was asked to answer 200).
	Status int
	// Code is the known-error code, e.g. "EMAIL_PASSWORD_MISMATCH"; "" when the answer is not a
	// known error. Codes this client version has never heard of come through unchanged.
	Code string
	// Message is the human-readable text: the body's `error` field, or the whole text body.
	Message string
	// Details is the body's `details` object as sent (nil when the code has none); its shape
	// depends on the code. Read it with DecodeDetails.
	Details json.RawMessage
	// Header holds the answer's headers (Retry-After on 429, for instance).
	Header http.Header
}

func (e *APIError) Error() string {
	if e.Code == "" {
		return fmt.Sprintf("gatehouse: HTTP %d: %s", e.Status, e.Message)
	}
	return fmt.Sprintf("gatehouse: %s (HTTP %d): %s", e.Code, e.Status, e.Message)
}

// DecodeDetails decodes Details into v (a pointer to a struct or a map). It does nothing and
// returns nil when the error has no details.
func (e *APIError) DecodeDetails(v any) error {
	if len(e.Details) == 0 {
		return nil
	}
	return json.Unmarshal(e.Details, v)
}

// ErrorCode returns the known-error code carried by err (an *APIError anywhere in its chain),
// or "" when err is nil or not a known error.
func ErrorCode(err error) string {
	var apiErr *APIError
	if errors.As(err, &apiErr) {
		return apiErr.Code
	}
	return ""
}

// maxErrorBody bounds how much of an error answer is read: known-error bodies are small, and a
// misconfigured proxy's page must not be read without limit.
const maxErrorBody = 1 << 20

// ErrorFromResponse reads a generated response's HTTPResponse and Body (or any *http.Response
// and its body) and returns the *APIError it carries, or nil for a success. Clients made by New
// need none of this: their calls return the *APIError as err.
func ErrorFromResponse(resp *http.Response, body []byte) *APIError {
	if resp == nil {
		return nil
	}
	known := resp.Header.Get("x-stack-known-error")
	if known == "" && resp.StatusCode < 400 {
		return nil
	}
	status := resp.StatusCode
	if actual, err := strconv.Atoi(resp.Header.Get("x-stack-actual-status")); err == nil && actual >= 400 {
		status = actual
	}
	apiErr := &APIError{Status: status, Header: resp.Header}
	if known == "" {
		apiErr.Message = strings.TrimSpace(string(body))
		return apiErr
	}
	var parsed struct {
		Code    string          `json:"code"`
		Error   string          `json:"error"`
		Details json.RawMessage `json:"details"`
	}
	// The header names the code; a body that disagrees (or is no JSON) would be a server bug.
	// Keep the header's code and show the body as it came rather than trusting half of it.
	if err := json.Unmarshal(body, &parsed); err != nil || parsed.Code != known {
		apiErr.Code = known
		apiErr.Message = strings.TrimSpace(string(body))
		return apiErr
	}
	apiErr.Code = parsed.Code
	apiErr.Message = parsed.Error
	if len(parsed.Details) > 0 && string(parsed.Details) != "null" {
		apiErr.Details = parsed.Details
	}
	return apiErr
}

// errorReturningDoer turns every answer that is not a success into an *APIError returned by Do,
// so that the generated client's calls return it as their error.
type errorReturningDoer struct{ next HttpRequestDoer }

func (d errorReturningDoer) Do(req *http.Request) (*http.Response, error) {
	resp, err := d.next.Do(req)
	if err != nil {
		return nil, err
	}
	if resp.StatusCode < 400 && resp.Header.Get("x-stack-known-error") == "" {
		return resp, nil
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, maxErrorBody))
	if err != nil {
		return nil, fmt.Errorf("gatehouse: reading the HTTP %d answer to %s %s: %w", resp.StatusCode, req.Method, req.URL.Path, err)
	}
	return nil, ErrorFromResponse(resp, body)
}
