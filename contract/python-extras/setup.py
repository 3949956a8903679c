# Hand-written (contract/python-extras/setup.py, laid over the generator's): the generator's
# setup.py plus the server layer's dependency, PyJWT with cryptography (ES256 token verification),
# and the `webhooks` extra (standardwebhooks) for the README's webhook receiver.
import pathlib

from setuptools import find_packages, setup

here = pathlib.Path(__file__).parent.resolve()
long_description = (here / "README.md").read_text(encoding="utf-8")

setup(
    name="gatehouse-client",
    version="0.1.0",
    description="The Gatehouse API client and server layer (token verification, sessions, permissions)",
    long_description=long_description,
    long_description_content_type="text/markdown",
    packages=find_packages(),
    python_requires=">=3.11, <4",
    install_requires=["httpx >= 0.23.1, < 0.29.0", "attrs >= 22.2.0", "PyJWT[crypto] >= 2.10.0, < 3"],
    # The README's webhook recipe verifies deliveries with the Standard Webhooks library (typed, no dependencies).
    extras_require={"webhooks": ["standardwebhooks >= 1.1.0, < 2"]},
    package_data={"gatehouse_client": ["py.typed"]},
)
