"""make smoke (readme-programs.sh): the Python README's FastAPI, Flask and Django snippets, each
extracted into its own module next to the README's program (readme_flow), call their protected
route with the program's real access token and without one, through each framework's own test
client. Importing readme_flow runs the whole README program first (once)."""

from django.conf import settings as django_settings
from fastapi.testclient import TestClient

from readme_flow import access_token, signed_up

django_settings.configure(DEBUG=False, ALLOWED_HOSTS=["testserver"])

import django  # noqa: E402  (settings first)

django.setup()

from django.test import RequestFactory  # noqa: E402

import readme_django  # noqa: E402
import readme_fastapi  # noqa: E402
import readme_flask  # noqa: E402

bearer = {"Authorization": f"Bearer {access_token}"}
user_id = str(signed_up.user_id)

with TestClient(readme_fastapi.api) as fastapi_client:
    ok = fastapi_client.get("/reports", headers=bearer)
    assert ok.status_code == 200 and ok.json() == {"user": user_id}, ok.text
    refused = fastapi_client.get("/reports", headers={"Authorization": "Bearer not-a-token"})
    assert refused.status_code == 401 and refused.json() == {"detail": "malformed"}, refused.text

flask_client = readme_flask.web.test_client()
flask_ok = flask_client.get("/reports", headers=bearer)
assert flask_ok.status_code == 200 and flask_ok.get_json() == {"user": user_id}, flask_ok.get_data(as_text=True)
assert flask_client.get("/reports").status_code == 401

factory = RequestFactory()
django_ok = readme_django.reports(factory.get("/reports", headers=bearer))
assert django_ok.status_code == 200 and django_ok.content == f'{{"user": "{user_id}"}}'.encode(), django_ok.content
assert readme_django.reports(factory.get("/reports")).status_code == 401
print("frameworks: FastAPI, Flask and Django answered 200 with the token and 401 without")
