"""Runs a browser test module's `test_*` functions in order, as plain Python (no pytest on CI)."""
import sys
import traceback


def run_tests(namespace, finish):
    """Runs every `test_…` function of `namespace` (a module's globals), prints ok/FAIL per test,
    calls `finish()` to close the browser and servers, and exits non-zero if any test failed."""
    tests = [value for name, value in list(namespace.items()) if name.startswith("test_")]
    passed = failed = 0
    for test in tests:
        try:
            test()
            passed += 1
            print(f"ok   {test.__name__}")
        except Exception:
            failed += 1
            print(f"FAIL {test.__name__}")
            traceback.print_exc()
    finish()
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)
