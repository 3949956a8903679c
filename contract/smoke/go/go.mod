module gatehouse-smoke

go 1.24.0

require (
	gatehouse.dev/go/gatehouse v0.0.0
	github.com/golang-jwt/jwt/v5 v5.3.1
)

require (
	github.com/apapsch/go-jsonmerge/v2 v2.0.0 // indirect
	github.com/google/uuid v1.6.0 // indirect
	github.com/oapi-codegen/runtime v1.8.0 // indirect
)

replace gatehouse.dev/go/gatehouse => ../../../generated/go
