"""The tests themselves stay plain to read (issue 45): every import at the top of its
file, where a reader looks for what a test uses."""
import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parent


def imports_inside_functions(source: str) -> list[int]:
    """The lines of the imports made inside a function (a test, a fixture, a helper)."""
    lines = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            lines += [inner.lineno for inner in ast.walk(node) if isinstance(inner, (ast.Import, ast.ImportFrom))]
    return sorted(set(lines))


def test_no_test_imports_inside_a_function():
    found = {str(path.relative_to(TESTS)): lines for path in sorted(TESTS.rglob("*.py"))
             if (lines := imports_inside_functions(path.read_text(encoding="utf-8")))}
    assert found == {}, f"imports inside functions (move them to the top of the file): {found}"


def test_the_check_sees_an_import_in_a_function():
    assert imports_inside_functions("import os\n\ndef test():\n    import json\n    return json\n") == [4]
