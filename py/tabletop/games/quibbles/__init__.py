"""Quibbles: split, combine and draw number cards to build a collection of six worth 21 or more."""
