"""The players' screen: a second top-level window facing the table (issue 10)."""
