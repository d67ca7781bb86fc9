"""`hushprompt bench`: privacy, utility and cost figures, side by side with Presidio."""
