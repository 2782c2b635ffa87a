"""The replay player window."""
