"""Benchmark scripts: ``python -m benchmarks.<name>`` prints figures."""
