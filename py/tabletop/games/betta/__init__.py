"""Betta: arrange fish on 3×3 displays to make patterns (staff members, Betty and solo modes)."""
